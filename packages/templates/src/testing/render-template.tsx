import type { LayoutState, SessionState } from '@playfront/core/store';
import type { Answers } from '@playfront/core/testing';
import { templateAnswers, templateLayout, templateSession } from '@playfront/core/testing';
import { renderScreen } from '@playfront/ui/testing';
import { screen, within } from '@testing-library/react';
import { TemplateHome, TemplateLayout } from '../recipe/template';
import type { TemplateRecipe } from '../recipe/types';

export interface RenderTemplateOptions {
  /** Renders for a signed-in player with a balance. Default a guest. */
  signedIn?: boolean;
  path?: string;
  layout?: Partial<LayoutState>;
  session?: SessionState;
  /** Answers in place of the template fixtures' ones for the same paths. */
  answers?: Answers;
}

/** Renders a template's layout around its home with the shared render helper (jsdom). */
export async function renderTemplate(
  template: TemplateRecipe,
  options: RenderTemplateOptions = {},
) {
  const session = options.session ?? (options.signedIn ? templateSession() : undefined);
  const rendered = await renderScreen(
    <TemplateLayout recipe={template}>
      <TemplateHome recipe={template} />
    </TemplateLayout>,
    {
      path: options.path ?? '/',
      layout: templateLayout(template.id, options.layout),
      answers: { ...templateAnswers, ...options.answers },
      bare: true,
      ...(session ? { session } : {}),
    },
  );
  // A signed-in player's header block is a chunk of its own: the page is whole once its balance
  // is in. Its module is loaded and transformed on first use, which takes a while on a busy machine.
  if (session?.isAuthenticated) await screen.findAllByText('Balance', {}, { timeout: 15_000 });
  return rendered;
}

/** The texts of the links in `scope` (a navigation landmark, say), in document order. */
export const linkTexts = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((link) => link.textContent);
