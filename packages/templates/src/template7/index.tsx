import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/lora/latin-500.css';
import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template7.css';

const template7: TemplateModule = { id: 'template7', palettes, shape, Layout, Home };

export default template7;
