import type { Palette, Shape } from '@playfront/core/theme';
import * as t1 from '../template1/tokens';
import * as t2 from '../template2/tokens';
import * as t3 from '../template3/tokens';
import * as t4 from '../template4/tokens';
import * as t5 from '../template5/tokens';
import * as t6 from '../template6/tokens';
import * as t7 from '../template7/tokens';
import * as t8 from '../template8/tokens';
import * as t9 from '../template9/tokens';
import * as t10 from '../template10/tokens';
import * as t11 from '../template11/tokens';
import * as t12 from '../template12/tokens';
import * as t13 from '../template13/tokens';
import * as t14 from '../template14/tokens';
import * as t15 from '../template15/tokens';

/**
 * Every template's colour variants and shape, as data alone (its tokens' module, no components):
 * for the server's web app manifest and offline page, which need a site's colours without loading
 * its template.
 */
export const templatePalettes: Readonly<
  Record<string, { palettes: Record<string, Palette>; shape: Shape }>
> = {
  template1: t1,
  template2: t2,
  template3: t3,
  template4: t4,
  template5: t5,
  template6: t6,
  template7: t7,
  template8: t8,
  template9: t9,
  template10: t10,
  template11: t11,
  template12: t12,
  template13: t13,
  template14: t14,
  template15: t15,
};
