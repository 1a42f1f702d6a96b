import { playfront } from '@playfront/eslint-config';

export default playfront({ layer: 'server', tsconfigRootDir: import.meta.dirname });
