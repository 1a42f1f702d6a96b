import { linePaths, strokeIcons } from '../shared/icons';

/** The template's icons: the shared line set and its own. */
const paths = {
  ...linePaths,
  more: 'M5 12h.01M12 12h.01M19 12h.01',
} as const;

export type IconName = keyof typeof paths;

export const { Icon, categoryIcon, navIcon } = strokeIcons('t11-icon', paths);
