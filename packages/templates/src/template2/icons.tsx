import { detailedPaths, strokeIcons } from '../shared/icons';

/** The detailed line set and the club crest. */
export const { Icon, categoryIcon, categoryGlyph, navIcon } = strokeIcons({
  ...detailedPaths,
  crest: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM8 10l2 2 2-4 2 4 2-2-1 5H9z',
});
