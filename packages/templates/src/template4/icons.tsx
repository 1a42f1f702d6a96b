import { detailedPaths, strokeIcons } from '../shared/icons';

/** The detailed line set. */
export const { Icon, categoryIcon, categoryGlyph, navIcon } = strokeIcons(detailedPaths);

export type IconName = keyof typeof detailedPaths;
