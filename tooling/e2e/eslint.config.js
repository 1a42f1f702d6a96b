import { playfront } from '@playfront/eslint-config';

export default playfront({ layer: 'tooling', tsconfigRootDir: import.meta.dirname });
