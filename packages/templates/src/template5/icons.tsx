import { detailedPaths, strokeIcons } from '../shared/icons';

/** The detailed line set. */
export const { Icon, categoryIcon, categoryGlyph, navIcon } = strokeIcons(detailedPaths);
