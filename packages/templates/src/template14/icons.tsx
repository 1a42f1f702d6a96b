import { linePaths, strokeIcons } from '../shared/icons';

/** The template's icons: the shared line set and its own. */
const paths = {
  ...linePaths,
  clock: 'M12 3a9 9 0 110 18 9 9 0 010-18zM12 7v5l3 2',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
} as const;

export type IconName = keyof typeof paths;

export const { Icon, categoryIcon, navIcon } = strokeIcons('t14-icon', paths);
