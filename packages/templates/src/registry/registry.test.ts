import type { TemplateId } from '@playfront/core/theme';
import { themeByTemplate } from '@playfront/core/theme';
import { describe, expect, it } from 'vitest';
import { applyTheme, availableTemplates, loadTemplate, paletteCss } from './index';

describe('template registry', () => {
  it('loads each available template under its own id with the colours core allows', async () => {
    for (const id of availableTemplates) {
      const template = await loadTemplate(id);
      expect(template.id).toBe(id);
      expect(Object.keys(template.palettes)).toEqual(themeByTemplate(id).colors);
    }
  });

  it('selects template and colour on <html> and scopes every variant in CSS', async () => {
    const template = await loadTemplate('template1');
    applyTheme(template, 'ruby');
    expect(document.documentElement.dataset).toMatchObject({
      template: 'template1',
      color: 'ruby',
    });
    const css = paletteCss(template);
    expect(css).toContain('[data-template="template1"][data-color="ruby"]{--pf-bg:#160a0d;');
    expect(document.querySelectorAll('#pf-tokens-template1')).toHaveLength(1);
    applyTheme(template, 'onyx');
    expect(document.querySelectorAll('#pf-tokens-template1')).toHaveLength(1);
  });

  it('refuses a template that does not exist', async () => {
    await expect(loadTemplate('template99' as TemplateId)).rejects.toThrow(
      'Template template99 is not available',
    );
  });
});
