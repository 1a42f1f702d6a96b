import { detailedPaths, strokeIcons } from '../shared/icons';

/** The detailed line set. */
export const { Icon, categoryIcon, categoryGlyph, navIcon } = strokeIcons('t4-icon', detailedPaths);

export type IconName = keyof typeof detailedPaths;
