import type { LanguageCode } from '@playfront/core/contract';
import { createI18n, useTranslation } from '@playfront/core/i18n';
import type { LayoutState, SessionState } from '@playfront/core/store';
import type { Answers } from '@playfront/core/testing';
import {
  siteFor,
  templateAnswers,
  templateLayout,
  templateSession,
  testStore,
} from '@playfront/core/testing';
import type { TemplateId } from '@playfront/core/theme';
import { themeByTemplate } from '@playfront/core/theme';
import { LanguageProvider } from '@playfront/ui/site';
import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { TemplateHome, TemplateLayout } from '../recipe/template';
import { applyTheme } from '../recipe/theme';
import type { TemplateRecipe } from '../recipe/types';
import { sampleBetLines } from './sample-bet-lines';

export interface TemplateStoryOptions {
  signedIn?: boolean;
  layout?: Partial<LayoutState>;
  session?: SessionState;
  /** Answers of the fake sandbox beyond the default ones (bet lines for the sportsbooks). */
  answers?: Answers;
}

/** Storybook's `globals` selecting a template and a viewport by name (see apps/storybook). */
export const storyGlobals = (template: TemplateId, viewport?: string) => ({
  template,
  ...(viewport ? { viewport: { value: viewport } } : {}),
});

/** What an operator sets for a site, as Storybook controls of every template story. */
export interface TemplateStoryArgs {
  /** The site's name (`site_name`, also the logo text). */
  siteName: string;
  /** Header logo (`logo1`) URL; empty shows the logo text. */
  logo1: string;
  /** Second logo (`logo2`) URL. */
  logo2: string;
  /** Third logo (`logo3`) URL. */
  logo3: string;
  /** The site's language; unset follows the toolbar. */
  language?: LanguageCode;
  /** One of the template's five colours (`theme_color`); unset follows the toolbar. */
  color?: string;
  /** Whether a player is signed in. */
  signedIn: boolean;
}

/** A template story, typed here: the templates package does not depend on Storybook, its app does. */
export interface TemplateStoryObj {
  args?: Partial<TemplateStoryArgs>;
  globals?: Record<string, unknown>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/** The texts of `language`, or of the surrounding provider (the toolbar's) while unset or loading. */
function Texts({
  language,
  children,
}: {
  language: LanguageCode | undefined;
  children: ReactNode;
}) {
  const outer = useTranslation().i18n;
  const [loaded, setLoaded] = useState<I18n | null>(null);
  useEffect(() => {
    let live = true;
    if (language) void createI18n(language).then((i18n) => live && setLoaded(i18n));
    return () => {
      live = false;
    };
  }, [language]);
  const i18n = language && loaded?.language === language ? loaded : outer;
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** The template's layout around its home for a site set up by `args`, over a fake sandbox. */
function TemplatePage({
  template,
  options,
  args,
}: {
  template: TemplateRecipe;
  options: TemplateStoryOptions;
  args: Partial<TemplateStoryArgs>;
}) {
  const { siteName, logo1, logo2, logo3, language, color } = args;
  const signedIn = args.signedIn ?? options.signedIn ?? false;
  const store = useMemo(() => {
    const base = templateLayout(template.id, options.layout);
    const site = siteFor(template.id, {
      ...base.site,
      ...(siteName !== undefined ? { site_name: siteName, logo_text: siteName } : {}),
      ...(logo1 !== undefined ? { logo1 } : {}),
      ...(logo2 !== undefined ? { logo2 } : {}),
      ...(logo3 !== undefined ? { logo3 } : {}),
    });
    const session = options.session ?? (signedIn ? templateSession() : undefined);
    return testStore({
      domainName: 'story.localhost',
      services: {},
      answers: { ...templateAnswers, ...options.answers },
      layout: { ...base, site, ...(language ? { language } : {}) },
      ...(session ? { session } : {}),
    }).store;
  }, [template.id, options, siteName, logo1, logo2, logo3, language, signedIn]);
  // The toolbar's colour is applied before the story renders; a colour control overrides it.
  useLayoutEffect(() => {
    if (color && themeByTemplate(template.id).colors.includes(color))
      void applyTheme(template, color);
  }, [template, color]);
  return (
    <Texts language={language}>
      <Provider store={store}>
        <LanguageProvider defaultLanguage={language ?? 'EN'}>
          <TemplateLayout recipe={template}>
            <TemplateHome recipe={template} />
          </TemplateLayout>
        </LanguageProvider>
      </Provider>
    </Texts>
  );
}

/**
 * The template's layout around its home with its own store over a fake sandbox; Storybook's
 * preview already gives the router and texts, so only the store and language are added here.
 */
export function templateStory(template: TemplateRecipe, options: TemplateStoryOptions = {}) {
  function TemplateStory(args: Partial<TemplateStoryArgs>) {
    return <TemplatePage template={template} options={options} args={args} />;
  }
  return TemplateStory as ComponentType<Partial<TemplateStoryArgs>>;
}

/** Fails the story when the page, or a band of it, is wider than the viewport. */
export const noSideScroll = async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const { scrollWidth, clientWidth } = document.documentElement;
  const wide = [...document.querySelectorAll('header, main > * > *, footer')].find(
    (element) => element.getBoundingClientRect().right > clientWidth + 1,
  );
  if (scrollWidth > clientWidth || wide)
    throw new Error(`Wider than the ${clientWidth}px viewport: ${wide?.className ?? 'page'}`);
};

/**
 * Fails the story when a part of the page covers a link or button of the header at its centre, so
 * a tap there would land on the other part. A point on the control's own container (a row that
 * scrolls sideways and clips it) is not a cover; a control no bigger than a pixel is the screen
 * reader's alone.
 */
export const noCoveredControls = () => {
  const covered = [...document.querySelectorAll<HTMLElement>('header :is(a, button)')].find(
    (control) => {
      const box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) return false;
      if (getComputedStyle(control).visibility === 'hidden') return false;
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return !!top && !control.contains(top) && !top.contains(control);
    },
  );
  if (covered) {
    const name = covered.getAttribute('aria-label') ?? covered.textContent?.trim();
    throw new Error(`A part of the page covers the header's "${name}" (${covered.className})`);
  }
};

/**
 * The Storybook meta of a template's stories but its title (Storybook reads the title from the
 * story file itself): the template's global and the controls an operator sets: site name,
 * logos, language, colour and whether a player is signed in.
 */
export function templateMeta(template: TemplateRecipe, options: TemplateStoryOptions = {}) {
  const site = siteFor(template.id);
  const args: TemplateStoryArgs = {
    siteName: site.site_name,
    logo1: site.logo1,
    logo2: site.logo2,
    logo3: site.logo3,
    signedIn: options.signedIn ?? false,
  };
  return {
    component: templateStory(template, options),
    globals: storyGlobals(template.id),
    args,
    argTypes: {
      siteName: { control: 'text', name: 'Site name' },
      logo1: { control: 'text', name: 'Logo 1 URL' },
      logo2: { control: 'text', name: 'Logo 2 URL' },
      logo3: { control: 'text', name: 'Logo 3 URL' },
      language: {
        control: 'inline-radio',
        options: ['EN', 'PHP', 'CN'],
        name: 'Language',
      },
      color: { control: 'select', options: themeByTemplate(template.id).colors, name: 'Colour' },
      signedIn: { control: 'boolean', name: 'Signed in' },
    },
  };
}

/**
 * How long a check waits for a lazily loaded part (the menu drawer, another language's texts):
 * its chunk is transformed on first use, which takes seconds when the machine is busy.
 */
export const LAZY = { timeout: 10_000 };

/** A story's check, run after it renders (Storybook's `play`). */
export type StoryCheck = NonNullable<TemplateStoryObj['play']>;

/** Checks that `text` shows on the page. */
export const showsText =
  (text: string): StoryCheck =>
  async ({ canvasElement }) => {
    await within(canvasElement).findByText(text);
  };

/** Checks that `text` shows and that a signed-in player is not asked to log in. */
export const signedInSees =
  (text: string): StoryCheck =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(text);
    if (canvas.queryByRole('button', { name: 'Log in' }))
      throw new Error('A signed-in player is not asked to log in');
  };

/** The story options of the sportsbook templates: bet lines from the fake sandbox. */
export const sportsbookStoryOptions = {
  answers: { '/api/product/get_bet_lines': { value: sampleBetLines } },
  signedInDesktop: signedInSees('Upcoming matches'),
  menu: { button: 'Open menu', link: 'Sports' },
} satisfies TemplateStoriesOptions;

export interface TemplateStoriesOptions extends TemplateStoryOptions {
  /** What the phone story (375 px) checks. */
  mobile?: StoryCheck;
  /** What the signed-in desktop story (1280 px) checks. */
  signedInDesktop?: StoryCheck;
  /** The phone menu story: the button that opens the menu (default `Menu`), a link it holds. */
  menu?: { button: string; link?: string };
}

/**
 * A template's stories, written once for all templates: its meta (the operator's controls) and
 * its phone (checked for sideways scrolling and covered header controls, then by `mobile`),
 * desktop, signed-in, narrow (checked the same way) and menu stories, and a story for each
 * further palette, named after it (`azure` gives `Azure`).
 * A story file exports the ones it shows and adds its own.
 */
export function templateStories(template: TemplateRecipe, options: TemplateStoriesOptions = {}) {
  const names = themeByTemplate(template.id).colors;
  const at = (viewport: string, palette = 0) => ({
    ...storyGlobals(template.id, viewport),
    ...(palette ? { color: String(palette) } : {}),
  });
  const checks = (play: StoryCheck | undefined) => (play ? { play } : {});
  const menu = options.menu ?? { button: 'Menu' };
  const ownBreakpoint = themeByTemplate(template.id).customBreakpoint?.name ?? 'desktop';
  // The second palette at 1600 px, the third at the template's own breakpoint (1024 px without
  // one), the fourth at 425 px; the fifth is the signed-in 320 px story's.
  const palettes: [number, string][] = [
    [2, ownBreakpoint],
    [3, 'mobileWide'],
    [1, 'desktopWide'],
  ];
  const paletteStories = palettes.map(([palette, viewport]): [string, TemplateStoryObj] => {
    const name = names[palette]!;
    return [name.charAt(0).toUpperCase() + name.slice(1), { globals: at(viewport, palette) }];
  });
  const stories: Record<string, unknown> = {
    meta: templateMeta(template, options),
    Mobile: {
      globals: at('mobileMedium'),
      play: async (context: { canvasElement: HTMLElement }) => {
        await noSideScroll();
        noCoveredControls();
        await options.mobile?.(context);
      },
    },
    Desktop: { globals: at('desktopMedium') },
    SignedInDesktop: {
      args: { signedIn: true },
      globals: at('desktopMedium'),
      ...checks(options.signedInDesktop),
    },
    SignedInNarrow: {
      args: { signedIn: true },
      globals: at('mobile', names.length - 1),
      play: async () => {
        await noSideScroll();
        noCoveredControls();
      },
    },
    MobileMenu: {
      globals: at('mobileMedium'),
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await userEvent.click(within(canvasElement).getByRole('button', { name: menu.button }));
        const page = within(document.body);
        const drawer = await page.findByRole('dialog', { name: 'Menu' }, LAZY);
        if (menu.link) within(drawer).getByRole('link', { name: menu.link });
      },
    },
    ...Object.fromEntries(paletteStories),
  };
  // A story file that names a story this template does not have fails here, not as a blank story.
  return new Proxy(stories, {
    get: (target, name) => {
      if (typeof name !== 'string') return undefined;
      if (!(name in target)) throw new Error(`${template.id} has no story ${name}`);
      return target[name];
    },
  }) as Record<string, TemplateStoryObj> & { meta: ReturnType<typeof templateMeta> };
}
