import { libraryConfig } from '@playfront/build-config';
import { defineConfig } from 'tsup';

export default defineConfig(libraryConfig(import.meta.dirname));
