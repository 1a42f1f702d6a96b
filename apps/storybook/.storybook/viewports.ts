import { themeManifest } from '@playfront/core/theme';

/** The spec's breakpoints and every template's custom one, as Storybook viewports. */
const named: [string, number][] = [
  ['mobile', 320],
  ['mobileMedium', 375],
  ['mobileWide', 425],
  ['tablet', 768],
  ['desktop', 1024],
  ['desktopMedium', 1280],
  ['desktopWide', 1600],
  ...themeManifest.flatMap((t) =>
    t.customBreakpoint
      ? [[t.customBreakpoint.name, t.customBreakpoint.px] as [string, number]]
      : [],
  ),
];

export const breakpointOptions = Object.fromEntries(
  named.map(([name, px]) => [
    name,
    {
      name: `${name} (${px}px)`,
      styles: { width: `${px}px`, height: px < 768 ? '780px' : '900px' },
      type: px < 768 ? ('mobile' as const) : px < 1024 ? ('tablet' as const) : ('desktop' as const),
    },
  ]),
);
