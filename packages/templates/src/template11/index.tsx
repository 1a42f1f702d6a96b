import '@fontsource/rubik/latin-400.css';
import '@fontsource/rubik/latin-600.css';
import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template11.css';

const template11: TemplateModule = { id: 'template11', palettes, shape, Layout, Home };

export default template11;
