import { describe, expect, it } from 'vitest';
import {
  apiCalls,
  gameCategories,
  signupRequest,
  signupTrackingFields,
  startupResponse,
} from './index';

const specPaths = [
  '/api/startup',
  '/api/auth/login',
  '/api/auth/get_balance',
  '/api/auth/forgot_password',
  '/api/auth/signup',
  '/api/auth/tac/verify',
  '/api/auth/tac/request_new_register',
  '/api/auth/tac/request_login',
  '/api/auth/login_tac',
  '/api/auth/update_password',
  '/api/auth/vip',
  '/api/home/fav_list',
  '/api/product/get_hot_games',
  '/api/seo',
  '/api/settings/profile_update',
  '/api/settings/social_account',
  '/api/settings/top10winner_withdrawal',
  '/api/settings/siteinfodetail',
  '/api/settings/get_inbox',
  '/api/settings/claim_inbox',
  '/api/settings/check_status',
  '/api/settings/get_analytics',
  '/api/settings/adsvisit',
];

describe('API contract', () => {
  it('lists all 23 calls of the backend contract as spec calls and marks the rest as project calls', () => {
    const spec = Object.entries(apiCalls)
      .filter(([, c]) => c.origin === 'spec')
      .map(([p]) => p);
    expect(spec.sort()).toEqual([...specPaths].sort());
  });

  it('requires the signup payload fields of the spec, then the optional age-gate and declaration fields', () => {
    const fields = Object.keys(signupRequest.shape);
    expect(fields.slice(-3)).toEqual(['birth_date', 'accept_terms', 'not_restricted']);
    expect(fields.slice(0, -3).sort()).toEqual(
      [
        'domain_name',
        'external_id',
        'account_id',
        'password',
        'contact_phone',
        'contact_email',
        ...signupTrackingFields,
      ].sort(),
    );
  });

  it('refuses a request with a missing or mistyped field', () => {
    expect(apiCalls['/api/auth/login'].request.safeParse({ account_id: 'demo01' }).success).toBe(
      false,
    );
    expect(
      apiCalls['/api/settings/claim_inbox'].request.safeParse({
        account_id: 'a',
        auth: 'b',
        inbox_id: '1',
      }).success,
    ).toBe(false);
  });

  it('accepts a failed startup that carries only a status', () => {
    expect(
      startupResponse.safeParse({ statusCode: -500, statusMessage: 'internalServerError' }).success,
    ).toBe(true);
  });

  it('maps the 13 categories to the URL segments of the spec', () => {
    expect(Object.fromEntries(gameCategories.map((c) => [c.key, c.segment]))).toEqual({
      hot: '',
      slot_game: 'slots',
      casino: 'livecasino',
      hash_game: 'hashgame',
      sportsbook: 'sportsbook',
      fishing: 'fish',
      poker: 'table',
      sabong: 'sabong',
      lottery: 'lottery',
      horse_racing: 'horseracing',
      bingo: 'bingo',
      arcade: 'arcade',
      crash: 'crash',
    });
  });
});
