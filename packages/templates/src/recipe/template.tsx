import type { ReactNode } from 'react';
import type { TemplateRecipe } from './types';

/** The recipe's layout, with its options, around the page. */
export function TemplateLayout({
  recipe,
  children,
}: {
  recipe: TemplateRecipe;
  children: ReactNode;
}) {
  const { Component, options } = recipe.layout;
  return <Component {...options}>{children}</Component>;
}

/** The recipe's home, with its sections in the recipe's order. */
export function TemplateHome({ recipe }: { recipe: TemplateRecipe }) {
  const { Component, options } = recipe.home;
  return <Component {...options} />;
}
