import { act, render, screen } from '@testing-library/react';
import { memo, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { useTranslation } from './use-translation';

function Home() {
  const { t } = useTranslation();
  return <p>{t('home')}</p>;
}

/** A part memoised on `t` alone: it draws again only when `t` changes. */
const Memoised = memo(function Memoised({ t }: { t: TFunction<'ui'> }) {
  const text = useMemo(() => t('slots'), [t]);
  return <p>{text}</p>;
});
function Parent() {
  const { t } = useTranslation();
  return <Memoised t={t} />;
}

function SlipTitle() {
  const { t, ready } = useTranslation('sportsbook');
  return <p>{ready ? t('betSlip_title') : 'loading'}</p>;
}

describe('useTranslation', () => {
  it('gives the page language’s texts and follows a change of language', async () => {
    const i18n = await createI18n('EN', { groups: ['ui'] });
    render(
      <I18nextProvider i18n={i18n}>
        <Home />
        <Parent />
      </I18nextProvider>,
    );
    expect(screen.getByText('Home')).toBeTruthy();
    expect(screen.getByText('Slots')).toBeTruthy();
    await act(() => i18n.changeLanguage('CN'));
    expect(screen.getByText('首页')).toBeTruthy();
    // A part memoised on `t` gets a new one and shows the new language too.
    expect(screen.getByText('老虎机')).toBeTruthy();
  });

  it('loads a namespace the page has not got and says when it is ready', async () => {
    const i18n = await createI18n('EN', { groups: ['ui'] });
    expect(i18n.hasLoadedNamespace('sportsbook')).toBe(false);
    render(
      <I18nextProvider i18n={i18n}>
        <SlipTitle />
      </I18nextProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Bet slip')).toBeTruthy();
  });

  it('asks for a provider when there is none', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Home />)).toThrow(/I18nextProvider/);
    } finally {
      console.error = quiet;
    }
  });
});
