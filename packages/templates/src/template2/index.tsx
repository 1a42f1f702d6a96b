import '@fontsource/cinzel/latin-400.css';
import '@fontsource/cinzel/latin-700.css';
import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template2.css';

const template2: TemplateModule = { id: 'template2', palettes, shape, Layout, Home };

export default template2;
