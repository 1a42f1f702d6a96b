import '@fontsource/lora/latin-400.css';
import '@fontsource/montserrat/latin-700.css';
import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template12.css';

const template12: TemplateModule = { id: 'template12', palettes, shape, Layout, Home };

export default template12;
