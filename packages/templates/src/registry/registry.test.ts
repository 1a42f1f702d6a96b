import type { TemplateId } from '@playfront/core/theme';
import { defaultColor, themeByTemplate } from '@playfront/core/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TemplateRecipe, TemplateTokens } from './index';
import { applyTheme, availableTemplates, loadTemplate, paletteCss } from './index';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('template registry', () => {
  it('loads each available template under its own id with the colours core allows', async () => {
    for (const id of availableTemplates) {
      const template = await loadTemplate(id);
      expect(template.id).toBe(id);
      const { palettes } = await template.tokens();
      expect(Object.keys(palettes).sort()).toEqual([...themeByTemplate(id).colors].sort());
    }
  });

  it('selects template and colour on <html> and scopes every variant in CSS', async () => {
    const template = await loadTemplate('template1');
    await applyTheme(template, 'ruby');
    expect(document.documentElement.dataset).toMatchObject({
      template: 'template1',
      color: 'ruby',
    });
    const css = await paletteCss(template);
    expect(css).toContain('[data-template="template1"][data-color="ruby"]{--pf-bg:#160a0d;');
    expect(document.querySelectorAll('#pf-tokens-template1')).toHaveLength(1);
    await applyTheme(template, 'onyx');
    expect(document.querySelectorAll('#pf-tokens-template1')).toHaveLength(1);
  });

  it("gives the template's root the default colour core's manifest names, whatever the palettes' order", async () => {
    const template = await loadTemplate('template1');
    const tokens = await template.tokens();
    const reordered: TemplateRecipe = {
      ...template,
      tokens: () =>
        Promise.resolve({
          ...tokens,
          palettes: Object.fromEntries(
            Object.entries(tokens.palettes).reverse(),
          ) as typeof tokens.palettes,
        }),
    };
    const css = await paletteCss(reordered);
    const palettes: Record<string, { bg: string }> = tokens.palettes;
    const emerald = palettes[defaultColor('template1')]!.bg;
    expect(css.split('\n')[0]).toMatch(
      new RegExp(`^\\[data-template="template1"\\]\\{--pf-bg:${emerald};`),
    );
    await applyTheme(reordered);
    expect(document.documentElement.dataset.color).toBe('emerald');
  });

  it("writes the site's colour alone for a page the server draws, and every colour without one", async () => {
    const template = await loadTemplate('template1');
    const palettes: Record<string, { bg: string }> = (await template.tokens()).palettes;
    const ruby = await paletteCss(template, 'ruby');
    expect(ruby).not.toContain('[data-color=');
    document.head.innerHTML = `<style>${ruby}</style>`;
    document.body.innerHTML = '<div data-template="template1" data-color="ruby"></div>';
    expect(valuesOf('div', '--pf-bg')).toEqual([palettes.ruby!.bg]);
    expect(ruby.length).toBeLessThan((await paletteCss(template)).length);
    // A colour the template does not have writes them all, as without one.
    expect(await paletteCss(template, 'plaid')).toBe(await paletteCss(template));
  });

  /** A custom property's computed value on each element the selector finds. */
  const valuesOf = (selector: string, name: string) =>
    [...document.querySelectorAll(selector)].map((element) =>
      getComputedStyle(element).getPropertyValue(name).trim(),
    );

  /** The token CSS of a template whose tokens are changed as given. */
  const cssWith = async (id: TemplateId, change: Partial<TemplateTokens>) => {
    const template = await loadTemplate(id);
    const tokens = await template.tokens();
    return paletteCss({ ...template, tokens: () => Promise.resolve({ ...tokens, ...change }) });
  };

  it("writes the recipe's variables on the root and from the widths it names", async () => {
    const css = await cssWith('template1', {
      vars: { base: { '--pf-home-gap': '1rem' }, 1024: { '--pf-home-gap': '2rem' } },
    });
    expect(css.split('\n')[0]).toMatch(/--pf-home-gap:1rem;\}$/);
    expect(css).toContain(
      '@media (min-width:1024px){[data-template="template1"]{--pf-home-gap:2rem;}}',
    );
  });

  it("writes the controls' look on the template's buttons and icons at no weight", async () => {
    const css = await cssWith('template6', {
      controls: {
        button: { '--pf-btn-gap': '0' },
        buttonAlso: ['pf-icon-btn'],
        icon: { '--pf-icon-size': '2rem' },
      },
    });
    expect(css).toContain(
      ':where([data-template="template6"] :is(.pf-template-btn,.pf-icon-btn)){--pf-btn-gap:0;}',
    );
    expect(css).toContain(
      ':where([data-template="template6"] .pf-template-icon){--pf-icon-size:2rem;}',
    );
  });

  it("gives the home's game cards the template's card look and leaves other pages' cards as ui draws them", async () => {
    const css = await cssWith('template6', {
      controls: { homeGameCard: { '--pf-game-card-radius': '0' } },
    });
    document.head.innerHTML = `<style>${css}</style>`;
    document.body.innerHTML = `<div data-template="template6">
      <div class="pf-home"><article class="pf-game-card">home</article></div>
      <article class="pf-game-card">slots</article></div>`;
    const [home, slots] = valuesOf('article', '--pf-game-card-radius');
    expect(home).toBe('0');
    expect(slots).toBe('');
  });

  it("gives a template's button its tokens' look, which a rule of its stylesheet overrides", async () => {
    const template = await loadTemplate('template7');
    await applyTheme(template);
    const sheet = document.createElement('style');
    // A rule of the template's stylesheet, loaded before the tokens as on a server-drawn page.
    sheet.textContent =
      ":where([data-template='template7']) .pf-text-btn { --pf-btn-padding: 1px; }";
    document.head.prepend(sheet);
    document.body.innerHTML =
      '<button class="pf-btn pf-template-btn">A</button><button class="pf-btn pf-text-btn">B</button>';
    const [plain, text] = valuesOf('button', '--pf-btn-padding');
    expect(plain).toBe('0.4rem 1.1rem');
    expect(text).toBe('1px');
  });

  it("gives a template's text and icon buttons their own look over its buttons' look", async () => {
    const paddings = async (id: TemplateId, own: string) => {
      await applyTheme(await loadTemplate(id));
      document.body.innerHTML = `<button class="pf-btn pf-template-btn">A</button><button class="pf-btn ${own}">B</button>`;
      return [...valuesOf('button', '--pf-btn-padding'), ...valuesOf('button', '--pf-btn-case')];
    };
    expect(await paddings('template7', 'pf-text-btn')).toEqual([
      '0.4rem 1.1rem',
      '0.4rem 0.5rem',
      '',
      '',
    ]);
    // What the icon button does not set is the buttons' look.
    expect(await paddings('template8', 'pf-icon-btn')).toEqual([
      '0.4rem 0.9rem',
      '0.3rem',
      'uppercase',
      'uppercase',
    ]);
  });

  it('leaves the tokens unloaded where the page holds them already', async () => {
    const template = await loadTemplate('template2');
    const style = document.createElement('style');
    style.id = 'pf-tokens-template2';
    document.head.append(style);
    const tokens = vi.fn(template.tokens);
    await applyTheme({ ...template, tokens }, 'teal');
    expect(document.documentElement.dataset.color).toBe('teal');
    expect(tokens).not.toHaveBeenCalled();
  });

  it('refuses a template that does not exist', async () => {
    await expect(loadTemplate('template99' as TemplateId)).rejects.toThrow(
      'Template template99 is not available',
    );
  });
});
