import '@fontsource/fredoka/latin-500.css';
import '@fontsource/fredoka/latin-700.css';
import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template6.css';

const template6: TemplateModule = { id: 'template6', palettes, shape, Layout, Home };

export default template6;
