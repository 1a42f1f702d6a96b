import { detailedLinePaths, strokeIcons } from '../shared/icons';

/** The template's icons: the shared line set and its own. */
const paths = {
  ...detailedLinePaths,
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
} as const;

export type IconName = keyof typeof paths;

export const { Icon, categoryIcon, navIcon } = strokeIcons('t3-icon', paths);
