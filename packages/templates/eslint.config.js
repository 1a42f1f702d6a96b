import { playfront } from '@playfront/eslint-config';

export default playfront({ layer: 'templates', tsconfigRootDir: import.meta.dirname, react: true });
