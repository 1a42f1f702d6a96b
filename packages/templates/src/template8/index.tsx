import '@fontsource/bebas-neue/latin-400.css';
import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template8.css';

const template8: TemplateModule = { id: 'template8', palettes, shape, Layout, Home };

export default template8;
