import type { ComponentType, ReactNode } from 'react';

/**
 * A shared composition (a layout, a home, a home section) and the options a template draws it
 * with: a recipe's data, which `TemplateLayout` and `TemplateHome` render.
 */
export interface Part {
  readonly Component: ComponentType<object>;
  readonly options: object;
}

const make = (Component: ComponentType<never>, options: object = {}): Part => ({
  Component: Component as ComponentType<object>,
  options,
});

/** `Component` with these options, checked against its props. */
export const part = make as <Options extends object>(
  Component: ComponentType<Options>,
  ...options: object extends Options ? [options?: NoInfer<Options>] : [options: NoInfer<Options>]
) => Part;

/** A layout with these options, checked against its props; the page goes in as its children. */
export const layoutPart = make as <Props extends { children: ReactNode }>(
  Component: ComponentType<Props>,
  options: Omit<Props, 'children'>,
) => Part;

/** The parts in order, each drawn with its options. */
export function Parts({ parts }: { parts: readonly Part[] }) {
  return parts.map(({ Component, options }, i) => <Component key={i} {...options} />);
}
