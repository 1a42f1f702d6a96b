import { playfront } from '@playfront/eslint-config';

export default playfront({ layer: 'core', tsconfigRootDir: import.meta.dirname, react: true });
