import '@fontsource/space-grotesk/latin-400.css';
import '@fontsource/space-grotesk/latin-700.css';
import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template15.css';

const template15: TemplateModule = { id: 'template15', palettes, shape, Layout, Home };

export default template15;
