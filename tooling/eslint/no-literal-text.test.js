import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noLiteralText } from './no-literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('no-literal-text', noLiteralText, {
  valid: [
    'const a = <p>{t("welcome")}</p>;',
    'const a = <p>© {year} · {site}</p>;',
    'const a = <img alt={t("logo")} src="/logo.svg" />;',
    'const a = <div className="pf-card" data-id="x1" />;',
  ],
  invalid: [
    { code: 'const a = <p>Welcome</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <button aria-label="Close" />;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <input placeholder="Search games" />;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>欢迎</p>;', errors: [{ messageId: 'literal' }] },
  ],
});
