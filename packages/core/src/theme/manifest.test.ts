import { describe, expect, it } from 'vitest';
import {
  defaultColor,
  resolveTheme,
  templateIds,
  themeByCode,
  themeByTemplate,
  themeColors,
  themeManifest,
} from './manifest';

describe('theme manifest', () => {
  it('maps slot1..slot12 to template1..template12 and sportsbook1..3 to template13..15', () => {
    for (let n = 1; n <= 12; n++) expect(themeByCode(`slot${n}`)?.templateId).toBe(`template${n}`);
    for (let n = 1; n <= 3; n++)
      expect(themeByCode(`sportsbook${n}`)?.templateId).toBe(`template${n + 12}`);
    expect(new Set(themeManifest.map((e) => e.templateId))).toEqual(new Set(templateIds));
  });

  it('gives every theme five distinct colours', () => {
    for (const e of themeManifest) expect(new Set(e.colors).size).toBe(5);
  });

  it("names each template's colours once, the first its default", () => {
    templateIds.forEach((id, i) => {
      expect(themeByTemplate(id).colors).toBe(themeColors[i]);
      expect(defaultColor(id)).toBe(themeColors[i]![0]);
    });
    expect(defaultColor('template13')).toBe('pitch');
  });

  it('uses #loginmodal on slot2, slot4, sportsbook1, modal-signin on slot5 and a page elsewhere', () => {
    const modes = Object.fromEntries(themeManifest.map((e) => [e.themeCode, e.loginMode]));
    expect(modes).toMatchObject({
      slot2: 'loginmodal',
      slot4: 'loginmodal',
      sportsbook1: 'loginmodal',
    });
    expect(modes.slot5).toBe('modal-signin');
    const pages = themeManifest.filter((e) => e.loginMode === 'page').map((e) => e.themeCode);
    expect(pages).toHaveLength(11);
  });

  it('carries the custom breakpoints of the spec', () => {
    const custom = Object.fromEntries(
      themeManifest.flatMap((e) =>
        e.customBreakpoint ? [[e.customBreakpoint.name, e.customBreakpoint.px]] : [],
      ),
    );
    expect(custom).toEqual({
      template2Custom: 1200,
      template3Custom: 1200,
      template4Custom: 999,
      template6Custom: 999,
      template8Custom: 999,
      template9Custom: 999,
      template10Custom: 1200,
      template11Custom: 768,
      template12Custom: 769,
      template13Custom: 769,
      template14Custom: 769,
    });
  });
});

describe('resolveTheme', () => {
  it('accepts a known code with an allowed colour', () => {
    expect(resolveTheme('slot3', 'ocean')).toMatchObject({
      ok: true,
      color: 'ocean',
      theme: { templateId: 'template3' },
    });
  });
  it('falls back to the first colour when none is given', () => {
    expect(resolveTheme('sportsbook2', '')).toMatchObject({ ok: true, color: 'turf' });
  });
  it("refuses an unknown theme_code with 'Invalid theme code'", () => {
    expect(resolveTheme('casino99', 'ruby')).toEqual({ ok: false, error: 'Invalid theme code' });
    expect(resolveTheme(undefined, 'ruby')).toEqual({ ok: false, error: 'Invalid theme code' });
  });
  it("refuses with 'Invalid theme code' a theme whose template the build leaves out", () => {
    expect(resolveTheme('slot7', 'mint', ['template7'])).toMatchObject({ ok: true, color: 'mint' });
    expect(resolveTheme('slot1', 'ruby', ['template7'])).toEqual({
      ok: false,
      error: 'Invalid theme code',
    });
  });
  it("refuses a colour the theme does not allow with 'Invalid theme color'", () => {
    expect(resolveTheme('slot1', 'ocean')).toEqual({ ok: false, error: 'Invalid theme color' });
  });
});
