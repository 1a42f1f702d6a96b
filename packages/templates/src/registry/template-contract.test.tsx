import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { selectOpenModal } from '@playfront/core/store';
import { loginLocation, themeByTemplate } from '@playfront/core/theme';
import { breakpoints, minWidthQuery } from '@playfront/core/viewport';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountLinkNames, expectAccountLinks } from '../testing/account-links';
import { entry, operatorMenu, serverGame } from '@playfront/core/testing';
import { linkTexts, renderTemplate } from '../testing/render-template';
import { availableTemplates, loadTemplate } from './registry';

const templatesDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The operator's Home entry in the footer: `aria-current` tells the page the router is on. */
const siteMenuHome = () =>
  within(
    within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Site menu' }),
  ).getByRole('link', { name: 'Home' });

/**
 * What every template keeps to, whatever its look: its layout (brand, main navigation, footer),
 * its home, its login mode, its breakpoint and the operator's menu. The Storybook stories and the
 * browser tests show how each one looks.
 */
describe.each(availableTemplates)('%s', { timeout: 20_000 }, (id) => {
  const theme = themeByTemplate(id);

  it('shows the brand, the main navigation with the stocked categories and a home page', async () => {
    await renderTemplate(await loadTemplate(id));
    expect(
      within(screen.getByRole('banner')).getAllByRole('link', { name: /Lucky Manila/ })[0],
    ).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(siteMenuHome()).toHaveAttribute('aria-current', 'page');
    const everywhere = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of ['/slots', '/casino', '/fishing', '/sports', '/promotions'])
      expect(everywhere, path).toContain(path);
    // Poker has no providers: no link leads there.
    expect(everywhere).not.toContain('/poker');
    expect(screen.getByRole('main')).toHaveTextContent('Weekend reload');
    expect(await screen.findAllByText('de***01')).not.toHaveLength(0);
  });

  it(`signs in the template's way: ${theme.loginMode}`, async () => {
    const { user, store } = await renderTemplate(await loadTemplate(id));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/register',
    );
    await user.click(within(banner).getByRole('button', { name: 'Log in' }));
    const location = loginLocation(id);
    if ('modal' in location) {
      expect(selectOpenModal(store.getState())?.id).toBe(location.modal);
    } else {
      // The router leaves home for the login page: Home is no longer the current page.
      await waitFor(() => expect(siteMenuHome()).not.toHaveAttribute('aria-current'));
    }
  });

  it('shows a signed-in player the balance with the bonus beside it, and every account page', async () => {
    await renderTemplate(await loadTemplate(id), { signedIn: true });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getAllByText(/12,500\.5/)).not.toHaveLength(0);
    const header = within(screen.getByRole('banner'));
    expect(header.getAllByText('Bonus')).not.toHaveLength(0);
    expect(header.getAllByText(/^750$/)).not.toHaveLength(0);
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Deposit' }),
    ).toHaveAttribute('href', '/deposit');
    const footer = screen.getByRole('contentinfo');
    expectAccountLinks(
      within(footer).getByRole('navigation', { name: accountLinkNames['/account'] }),
    );
  });

  it("lists the operator's menu, filtered, and the pages to explore in the footer", async () => {
    await renderTemplate(await loadTemplate(id));
    const footer = screen.getByRole('contentinfo');
    const menu = within(footer).getByRole('navigation', { name: 'Site menu' });
    expect(linkTexts(menu)).toEqual([
      'Home',
      'Bonus corner',
      'Games',
      'Slot machines',
      'Help',
      'Questions',
    ]);
    const explore = within(footer).getByRole('navigation', { name: 'Explore' });
    for (const path of ['/mission', '/leaderboard', '/spin', '/news', '/review', '/download'])
      expect(
        within(explore)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toContain(path);
    const about = within(footer).getByRole('navigation', { name: 'About us' });
    expect(within(about).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
    // The FAQ is in the operator's menu already: it is not listed twice.
    expect(within(about).queryByRole('link', { name: 'FAQs' })).toBeNull();
  });

  it("carries the regulator's tagline in its footer", async () => {
    await renderTemplate(await loadTemplate(id));
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText('Gambling can be addictive. Know when to stop.'),
    ).toBeInTheDocument();
  });

  it("links no page to /download where the site offers no app, the operator's menu included", async () => {
    const menu = [...operatorMenu, entry(5, 'Download', '/download')];
    await renderTemplate(await loadTemplate(id), {
      layout: {
        show_app_download: false,
        content: { menu, game_menu: [], announcements: [] },
      },
    });
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).not.toContain('/download');
  });

  it("names the home's games in the page's language: Chinese titles on Chinese pages", async () => {
    const game = {
      ...serverGame('JILI', 'JILI-GOLDEN-REELS', 'Golden Reels'),
      game_name_cn: '黄金转轴',
    };
    const row = [game];
    await renderTemplate(await loadTemplate(id), {
      path: '/cn/',
      answers: {
        '/api/product/get_hot_games': { value: row, featured: row, popular: row, new: row },
      },
    });
    expect((await screen.findAllByText('黄金转轴')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Golden Reels')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /Golden Reels/ })).toEqual([]);
  });

  it('lays out for its own breakpoint, or for the shared ones when it has none', async () => {
    const css = readFileSync(join(templatesDir, id, `${id}.css`), 'utf8');
    // A width its stylesheet's media queries or its tokens' recipe variables start at.
    const { vars = {} } = await (await loadTemplate(id)).tokens();
    const startsAt = (px: number) =>
      css.includes(`@media ${minWidthQuery(px)}`) || Object.hasOwn(vars, px);
    const custom = theme.customBreakpoint;
    if (custom) expect(startsAt(custom.px), `${custom.px}px`).toBe(true);
    else expect(Object.values(breakpoints).filter(startsAt)).not.toHaveLength(0);
  });
});
