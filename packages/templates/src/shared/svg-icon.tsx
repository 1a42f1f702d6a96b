import type { ReactNode } from 'react';

/** A decorative 24px inline icon of the template's set (`pf-icon pf-template-icon`), drawn by its children. */
export function SvgIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="pf-icon pf-template-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A template's one-path glyph: `lineGlyph(d)` draws the path `d`, classed `pf-icon pf-template-icon`. */
export const lineGlyph = (d: string) => (
  <SvgIcon>
    <path d={d} />
  </SvgIcon>
);
