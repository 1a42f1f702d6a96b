import { playfront } from '@playfront/eslint-config';

export default playfront({ layer: 'storybook', tsconfigRootDir: import.meta.dirname, react: true });
