import '@fontsource/orbitron/latin-500.css';
import '@fontsource/orbitron/latin-800.css';
import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template3.css';

const template3: TemplateModule = { id: 'template3', palettes, shape, Layout, Home };

export default template3;
