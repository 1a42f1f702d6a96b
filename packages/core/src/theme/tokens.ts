/**
 * The token contract: semantic roles every colour variant fills and every component reads.
 * Each role becomes the CSS custom property `--pf-<role>`.
 */
export const colorRoles = [
  'bg',
  'surface',
  'fg',
  'muted',
  'primary',
  'primary-contrast',
  'accent',
  'border',
  'success',
  'warning',
  'danger',
] as const;

export type ColorRole = (typeof colorRoles)[number];

/** A colour variant: one hex value per role. */
export type Palette = Readonly<Record<ColorRole, `#${string}`>>;

export const shapeRoles = ['radius', 'radius-lg', 'shadow', 'font-body', 'font-display'] as const;
export type ShapeRole = (typeof shapeRoles)[number];
export type Shape = Readonly<Record<ShapeRole, string>>;

export const cssVar = (role: ColorRole | ShapeRole): string => `var(--pf-${role})`;

/** CSS declarations for one palette and shape: `--pf-bg:#000;...`. */
export function tokenDeclarations(palette: Palette, shape?: Shape): string {
  const entries = [...Object.entries(palette), ...(shape ? Object.entries(shape) : [])];
  return entries.map(([role, value]) => `--pf-${role}:${value};`).join('');
}
