import type { TemplateModule } from '../registry/types';
import { Home } from './home';
import { Layout } from './layout';
import { palettes, shape } from './palettes';
import './template1.css';

const template1: TemplateModule = { id: 'template1', palettes, shape, Layout, Home };

export default template1;
