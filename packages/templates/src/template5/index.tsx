import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-600.css';
import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template5.css';

const template5: TemplateModule = { id: 'template5', palettes, shape, Layout, Home };

export default template5;
