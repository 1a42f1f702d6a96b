import type { TemplateId } from '../theme/manifest';
import { themeByTemplate } from '../theme/manifest';

/** The shared breakpoints, in pixels (min-width). */
export const breakpoints = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type StandardBreakpoint = keyof typeof breakpoints;
/** A shared breakpoint or a template's own (`template4Custom`). */
export type BreakpointName = StandardBreakpoint | `${TemplateId}Custom`;

export interface Breakpoint {
  name: BreakpointName;
  px: number;
}

/** Used when nothing matches or there is no window. */
export const FALLBACK_BREAKPOINT: BreakpointName = 'desktop';

/** The shared breakpoints plus the template's custom one, smallest first. */
export function breakpointsFor(templateId: TemplateId | null | undefined): Breakpoint[] {
  const list: Breakpoint[] = Object.entries(breakpoints).map(([name, px]) => ({
    name: name as StandardBreakpoint,
    px,
  }));
  const custom = templateId ? themeByTemplate(templateId).customBreakpoint : undefined;
  if (custom) list.push({ name: custom.name, px: custom.px });
  // A custom breakpoint equal to a shared one sorts after it so it wins the tie.
  return list.sort((a, b) => a.px - b.px);
}

/** The media query of a breakpoint: `(min-width: 768px)`. */
export const minWidthQuery = (px: number): string => `(min-width: ${px}px)`;

/** The largest breakpoint whose min-width query matches; `desktop` when none does. */
export function currentBreakpoint(
  templateId: TemplateId | null | undefined,
  matches: (query: string) => boolean,
): BreakpointName {
  let current: BreakpointName | undefined;
  for (const bp of breakpointsFor(templateId)) if (matches(minWidthQuery(bp.px))) current = bp.name;
  return current ?? FALLBACK_BREAKPOINT;
}
