import '@fontsource/playfair-display/latin-700.css';
import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template4.css';

const template4: TemplateModule = { id: 'template4', palettes, shape, Layout, Home };

export default template4;
