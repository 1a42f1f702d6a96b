import '@fontsource/exo-2/latin-400.css';
import '@fontsource/exo-2/latin-700.css';
import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template9.css';

const template9: TemplateModule = { id: 'template9', palettes, shape, Layout, Home };

export default template9;
