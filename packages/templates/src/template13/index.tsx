import '@fontsource/oswald/latin-500.css';
import '@fontsource/oswald/latin-700.css';
import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template13.css';

const template13: TemplateModule = { id: 'template13', palettes, shape, Layout, Home };

export default template13;
