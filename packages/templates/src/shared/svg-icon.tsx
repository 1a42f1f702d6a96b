import type { ReactNode } from 'react';

/** A decorative 24px inline icon drawn by its children, classed `className`. */
export function SvgIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A template's one-path glyph: `lineGlyph(d)` draws the path `d`, classed `pf-icon pf-template-icon`. */
export const lineGlyph = (d: string) => (
  <SvgIcon className="pf-icon pf-template-icon">
    <path d={d} />
  </SvgIcon>
);
