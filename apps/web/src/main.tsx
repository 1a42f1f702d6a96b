import './base.css';
import { bootstrap } from './bootstrap';

void bootstrap(document.getElementById('root')!);
