import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-800.css';
import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template10.css';

const template10: TemplateModule = { id: 'template10', palettes, shape, Layout, Home };

export default template10;
