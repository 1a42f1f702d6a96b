import { playfront } from '@playfront/eslint-config';

export default playfront({ layer: 'web', tsconfigRootDir: import.meta.dirname, react: true });
