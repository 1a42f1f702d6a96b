import type { Cms, InboxItem, SeoRecord } from '@playfront/core/contract';
import { cmsPages } from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';
import { bool, num, str, strOrNull } from '../db/client';
import { sqlTime } from '../db/seed';
import { inboxItem, inboxRows, markInboxClaimed, ownInboxItem } from '../db/inbox';
import { recordAdsVisit, updateProfile } from '../db/players';
import {
  analyticsScriptRows,
  cmsPageRows,
  seoPageRow,
  socialAccountRows,
  top10Rows,
} from '../db/site-content';
import { ApiError } from '../errors';
import { check, code, RULES } from '../rules';
import { seoAliases } from '../seed/content';
import type { Services } from './define';
import { money, ok, registerCall } from './define';
import { moveBalance } from '../db/ledger';
import { findSite, requirePlayer } from './lookups';

const toInbox = (r: Row): InboxItem => {
  const reward = num(r, 'reward_cents');
  const claimed = bool(r, 'claimed');
  return {
    inbox_id: num(r, 'id'),
    title: str(r, 'title'),
    message: str(r, 'message'),
    created_at: str(r, 'created_at'),
    reward_amount: money(reward),
    claimable: reward > 0 && !claimed,
    claimed,
    claimed_at: strOrNull(r, 'claimed_at'),
  };
};

const toSeo = (r: Row): SeoRecord => ({
  id: num(r, 'id'),
  page_name: str(r, 'page_name'),
  en_item_name: str(r, 'en_item_name'),
  en_body: str(r, 'en_body'),
  local_item_name: str(r, 'local_item_name'),
  local_body: str(r, 'local_body'),
  meta_title: str(r, 'meta_title'),
  meta_desc: str(r, 'meta_desc'),
  meta_keywords: str(r, 'meta_keywords'),
  meta_url: str(r, 'meta_url'),
  meta_canonical: str(r, 'meta_canonical'),
  meta_author: str(r, 'meta_author'),
  meta_publisher: str(r, 'meta_publisher'),
  meta_lang: str(r, 'meta_lang'),
  meta_image_url: str(r, 'meta_image_url'),
});

/** /api/seo and /api/settings/*: site content, profile, inbox, status, analytics and visits. */
export function settingsRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  registerCall(app, '/api/seo', async (body) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const name = body.page_name.trim().toLowerCase();
    check({ page_name: [name, code('a page name such as home or slots')] });
    const page = seoAliases.get(name) ?? (name === '' || name === '/' ? 'home' : name);
    const row = await seoPageRow(db, site.id, page);
    // A page without a record is not an error: the client falls back to its own head tags.
    return ok({ value: row ? toSeo(row) : null });
  });

  registerCall(app, '/api/settings/profile_update', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const fullName = body.full_name.trim().replace(/\s+/g, ' ');
    const email = body.contact_email.trim();
    check({ full_name: [fullName, RULES.fullName], contact_email: [email, RULES.email] });
    await db.write((tx) => updateProfile(tx, player.id, fullName, email));
    return ok({ value: [{ full_name: fullName, contact_email: email }] }, 'profileUpdated');
  });

  registerCall(app, '/api/settings/social_account', async (body) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const rows = await socialAccountRows(db, site.id);
    return ok({
      accountList: rows.map((r) => ({
        platform: str(r, 'platform'),
        account_name: str(r, 'account_name'),
        link: str(r, 'link'),
      })),
    });
  });

  registerCall(app, '/api/settings/top10winner_withdrawal', async (body) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const rows = await top10Rows(db, site.id);
    const entries = (kind: string) =>
      rows
        .filter((r) => str(r, 'kind') === kind)
        .map((r) => {
          const game = strOrNull(r, 'game_name');
          return {
            account_id: str(r, 'account_mask'),
            amount: money(num(r, 'amount_cents')),
            ...(game ? { game_name: game } : {}),
            date: str(r, 'happened_at'),
          };
        });
    return ok({
      withrawal: entries('withdrawal'),
      winner: entries('winner'),
      hour_withdrawal: money(site.hourWithdrawalCents),
      registered_player: site.registeredPlayer,
      active_player: site.activePlayer,
      deposited_player: site.depositedPlayer,
    });
  });

  registerCall(app, '/api/settings/siteinfodetail', async (body) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const rows = await cmsPageRows(db, site.id);
    const cms: Record<string, string | boolean> = {};
    for (const page of cmsPages) {
      const row = rows.find((r) => str(r, 'page') === page);
      cms[`${page}_status`] = row ? bool(row, 'status') : false;
      cms[`en_${page}_body`] = row ? str(row, 'en_body') : '';
      cms[`local_${page}_body`] = row ? str(row, 'local_body') : '';
    }
    return ok({ cms: cms as Cms });
  });

  registerCall(app, '/api/settings/get_inbox', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const rows = await inboxRows(db, player.id);
    return ok({ value: rows.map(toInbox) });
  });

  registerCall(app, '/api/settings/claim_inbox', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const at = sqlTime(services.now());
    const result = await db.write(async (tx: Tx) => {
      const item = await ownInboxItem(tx, body.inbox_id, player.id);
      if (!item) throw new ApiError('notFound', 'This inbox item does not exist for this account.');
      if (num(item, 'reward_cents') <= 0) throw new ApiError('notClaimable');
      if (!(await markInboxClaimed(tx, body.inbox_id, player.id, at)))
        throw new ApiError('alreadyClaimed');
      const balance = await moveBalance(tx, player.id, {
        kind: 'BONUS',
        description: str(item, 'title'),
        amountCents: num(item, 'reward_cents'),
        // A reward is granted to this account, in its own currency.
        currency: player.currency,
        at,
      });
      const updated = await inboxItem(tx, body.inbox_id);
      if (!updated) throw new ApiError('internalServerError');
      return { value: toInbox(updated), game_balance: money(balance) };
    });
    return ok(result);
  });

  registerCall(app, '/api/settings/check_status', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    return ok({
      value: {
        account_status: 'ACTIVE' as const,
        phone_verified: player.phoneVerified,
        email_verified: player.emailVerified,
        last_login_at: player.lastLoginAt,
        password_changed_at: player.passwordChangedAt,
      },
    });
  });

  registerCall(app, '/api/settings/get_analytics', async ({ domain_name }) => {
    const site = await findSite(db, domain_name);
    const rows = await analyticsScriptRows(db, site.id);
    return ok({
      value: rows.map((r) => ({
        section: str(r, 'section') === 'BODY' ? ('BODY' as const) : ('HEAD' as const),
        script: str(r, 'script'),
      })),
    });
  });

  registerCall(app, '/api/settings/adsvisit', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    check({ fbp: [body.fbp, RULES.tracking], appsflyer_id: [body.appsflyer_id, RULES.tracking] });
    await db.write((tx) =>
      recordAdsVisit(tx, {
        siteId: site.id,
        fbp: body.fbp,
        appsflyerId: body.appsflyer_id,
        address: ctx.ip,
        userAgent: ctx.userAgent,
        at: sqlTime(services.now()),
      }),
    );
    return ok({});
  });
}
