import { detailedLinePaths, strokeIcons } from '../shared/icons';

/** The template's icons: the shared line set and its own. */
const paths = {
  ...detailedLinePaths,
  chevronDown: 'M6 9l6 6 6-6',
} as const;

export type IconName = keyof typeof paths;

export const { Icon, categoryIcon, navIcon } = strokeIcons('t4-icon', paths);
