import { linePaths, strokeIcons } from '../shared/icons';

/** The line set. */
export const { Icon, categoryIcon, categoryGlyph, navIcon } = strokeIcons(linePaths);
