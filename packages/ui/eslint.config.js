import { playfront } from '@playfront/eslint-config';

export default playfront({ layer: 'ui', tsconfigRootDir: import.meta.dirname, react: true });
