import type { z } from 'zod/mini';
import * as c from './calls';
import * as w from './project-calls';
import * as s from './sportsbook-calls';
import * as g from './game-search-calls';
import * as r from './responsible-calls';
import * as sf from './safety-calls';
import * as ts from './two-step-calls';
import * as pu from './push-calls';
import * as b from './bonus-calls';
import * as v from './verification-calls';
import * as ac from './account-calls';
import { envelope } from './common';

export type ApiArea =
  | 'startup'
  | 'auth'
  | 'home'
  | 'product'
  | 'seo'
  | 'settings'
  | 'wallet'
  | 'engage'
  | 'sportsbook'
  | 'responsible'
  | 'safety'
  | 'push'
  | 'bonus'
  | 'verification';

export interface CallSpec<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  request: Req;
  response: Res;
  area: ApiArea;
  /** `spec`: a call of the backend contract every operator implements; `project`: a call this project defines. */
  origin: 'spec' | 'project';
}

const call = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  area: ApiArea,
  request: Req,
  response: Res,
  origin: 'spec' | 'project' = 'spec',
): CallSpec<Req, Res> => ({ request, response, area, origin });

/** Every call: POST, JSON body, keyed by path. Client and sandbox both read this table. */
export const apiCalls = {
  '/api/startup': call('startup', c.startupRequest, c.startupResponse),
  '/api/auth/login': call('auth', c.loginRequest, c.sessionResponse),
  '/api/auth/get_balance': call('auth', c.balanceRequest, c.balanceResponse),
  '/api/auth/forgot_password': call('auth', c.forgotPasswordRequest, envelope),
  '/api/auth/signup': call('auth', c.signupRequest, envelope),
  '/api/auth/tac/verify': call('auth', c.tacVerifyRequest, c.sessionResponse),
  '/api/auth/tac/request_new_register': call('auth', c.tacRequest, envelope),
  '/api/auth/tac/request_login': call('auth', c.tacRequest, envelope),
  '/api/auth/login_tac': call('auth', c.loginTacRequest, c.sessionResponse),
  '/api/auth/update_password': call('auth', c.updatePasswordRequest, envelope),
  '/api/auth/vip': call('auth', c.vipRequest, c.vipResponse),
  '/api/auth/logout': call('auth', w.logoutRequest, envelope, 'project'),
  '/api/auth/close_account': call(
    'auth',
    ac.closeAccountRequest,
    ac.closeAccountResponse,
    'project',
  ),
  '/api/auth/login_second_step': call(
    'auth',
    ts.loginSecondStepRequest,
    c.sessionResponse,
    'project',
  ),
  '/api/auth/two_step/status': call(
    'auth',
    ts.twoStepStatusRequest,
    ts.twoStepStatusResponse,
    'project',
  ),
  '/api/auth/two_step/enrol': call(
    'auth',
    ts.twoStepEnrolRequest,
    ts.twoStepEnrolResponse,
    'project',
  ),
  '/api/auth/two_step/confirm': call(
    'auth',
    ts.twoStepConfirmRequest,
    ts.twoStepConfirmResponse,
    'project',
  ),
  '/api/auth/two_step/disable': call(
    'auth',
    ts.twoStepDisableRequest,
    ts.twoStepDisableResponse,
    'project',
  ),
  '/api/auth/two_step/step_up': call(
    'auth',
    ts.twoStepStepUpRequest,
    ts.twoStepStepUpResponse,
    'project',
  ),
  '/api/home/fav_list': call('home', c.favListRequest, c.favListResponse),
  '/api/home/fav_toggle': call('home', c.favToggleRequest, c.favListResponse, 'project'),
  '/api/product/get_hot_games': call('product', c.hotGamesRequest, c.hotGamesResponse),
  '/api/product/get_games': call('product', c.gamesRequest, c.gamesResponse, 'project'),
  '/api/product/get_providers': call('product', c.providersRequest, c.providersResponse, 'project'),
  '/api/product/get_bet_lines': call('product', c.betLinesRequest, c.betLinesResponse, 'project'),
  '/api/seo': call('seo', c.seoRequest, c.seoResponse),
  '/api/settings/profile_update': call('settings', c.profileUpdateRequest, c.profileUpdateResponse),
  '/api/settings/social_account': call('settings', c.siteRequest, c.socialAccountResponse),
  '/api/settings/top10winner_withdrawal': call('settings', c.siteRequest, c.top10Response),
  '/api/settings/siteinfodetail': call('settings', c.siteRequest, c.siteInfoResponse),
  '/api/settings/get_inbox': call('settings', c.inboxRequest, c.inboxResponse),
  '/api/settings/claim_inbox': call('settings', c.claimInboxRequest, c.claimInboxResponse),
  '/api/settings/check_status': call('settings', c.checkStatusRequest, c.checkStatusResponse),
  '/api/settings/get_analytics': call('settings', c.analyticsRequest, c.analyticsResponse),
  '/api/settings/adsvisit': call('settings', c.adsVisitRequest, envelope),
  '/api/wallet/limits': call('wallet', w.walletLimitsRequest, w.walletLimitsResponse, 'project'),
  '/api/wallet/deposit': call('wallet', w.depositRequest, w.walletMoveResponse, 'project'),
  '/api/wallet/withdraw': call('wallet', w.withdrawRequest, w.walletMoveResponse, 'project'),
  '/api/wallet/transaction': call('wallet', w.transactionRequest, w.walletMoveResponse, 'project'),
  '/api/wallet/confirm_transfer': call(
    'wallet',
    w.confirmTransferRequest,
    w.walletMoveResponse,
    'project',
  ),
  '/api/wallet/cancel_withdrawal': call(
    'wallet',
    w.transactionRequest,
    w.walletMoveResponse,
    'project',
  ),
  '/api/wallet/balance': call('wallet', w.walletBalanceRequest, w.walletBalanceResponse, 'project'),
  '/api/wallet/bank_accounts': call(
    'wallet',
    w.bankAccountsRequest,
    w.bankAccountsResponse,
    'project',
  ),
  '/api/wallet/add_bank_account': call(
    'wallet',
    w.addBankAccountRequest,
    w.addBankAccountResponse,
    'project',
  ),
  '/api/wallet/transactions': call(
    'wallet',
    w.transactionsRequest,
    w.transactionsResponse,
    'project',
  ),
  '/api/wallet/bets': call('wallet', w.betsRequest, w.betsResponse, 'project'),
  '/api/wallet/statement': call('wallet', w.statementRequest, w.statementResponse, 'project'),
  '/api/wallet/net_deposits': call(
    'wallet',
    ac.netDepositsRequest,
    ac.netDepositsResponse,
    'project',
  ),
  '/api/wallet/history_export': call(
    'wallet',
    ac.historyExportRequest,
    ac.historyExportResponse,
    'project',
  ),
  '/api/engage/referral': call('engage', w.referralRequest, w.referralResponse, 'project'),
  '/api/engage/promotions': call('engage', w.promotionsRequest, w.promotionsResponse, 'project'),
  '/api/engage/missions': call('engage', w.missionsRequest, w.missionsResponse, 'project'),
  '/api/engage/leaderboard': call('engage', w.leaderboardRequest, w.leaderboardResponse, 'project'),
  '/api/engage/news': call('engage', w.newsRequest, w.newsResponse, 'project'),
  '/api/engage/reviews': call('engage', w.reviewsRequest, w.reviewsResponse, 'project'),
  '/api/engage/spin': call('engage', w.spinRequest, w.spinResponse, 'project'),
  '/api/product/launch_game': call('product', w.launchGameRequest, w.launchGameResponse, 'project'),
  '/api/sportsbook/limits': call(
    'sportsbook',
    s.sportsbookLimitsRequest,
    s.sportsbookLimitsResponse,
    'project',
  ),
  '/api/sportsbook/place': call('sportsbook', s.placeBetsRequest, s.placeBetsResponse, 'project'),
  '/api/sportsbook/bets': call('sportsbook', s.sportsBetsRequest, s.sportsBetsResponse, 'project'),
  '/api/sportsbook/cash_out': call('sportsbook', s.cashOutRequest, s.cashOutResponse, 'project'),
  '/api/sportsbook/prices': call(
    'sportsbook',
    s.selectionPricesRequest,
    s.selectionPricesResponse,
    'project',
  ),
  '/api/product/search_games': call(
    'product',
    g.searchGamesRequest,
    g.searchGamesResponse,
    'project',
  ),
  '/api/product/recent_games': call(
    'product',
    w.recentGamesRequest,
    w.recentGamesResponse,
    'project',
  ),
  '/api/responsible/limits': call('responsible', r.limitsRequest, r.limitsResponse, 'project'),
  '/api/responsible/set_limit': call('responsible', r.setLimitRequest, r.limitsResponse, 'project'),
  '/api/safety/status': call('safety', sf.safetyStatusRequest, sf.safetyStatusResponse, 'project'),
  '/api/safety/exclude': call('safety', sf.excludeRequest, sf.excludeResponse, 'project'),
  '/api/safety/reality_check': call(
    'safety',
    sf.realityCheckRequest,
    sf.realityCheckResponse,
    'project',
  ),
  '/api/safety/session': call('safety', sf.playSessionRequest, sf.playSessionResponse, 'project'),
  '/api/safety/login_history': call(
    'safety',
    sf.loginHistoryRequest,
    sf.loginHistoryResponse,
    'project',
  ),
  '/api/safety/logout_others': call(
    'safety',
    sf.logoutOthersRequest,
    sf.logoutOthersResponse,
    'project',
  ),
  '/api/push/key': call('push', pu.pushKeyRequest, pu.pushKeyResponse, 'project'),
  '/api/push/save': call('push', pu.pushSaveRequest, pu.pushSaveResponse, 'project'),
  '/api/push/list': call('push', pu.pushListRequest, pu.pushListResponse, 'project'),
  '/api/push/remove': call('push', pu.pushRemoveRequest, pu.pushRemoveResponse, 'project'),
  '/api/bonus/offers': call('bonus', b.bonusOffersRequest, b.bonusOffersResponse, 'project'),
  '/api/bonus/mine': call('bonus', b.myBonusesRequest, b.myBonusesResponse, 'project'),
  '/api/bonus/claim': call('bonus', b.claimBonusRequest, b.bonusChangeResponse, 'project'),
  '/api/bonus/forfeit': call('bonus', b.forfeitBonusRequest, b.bonusChangeResponse, 'project'),
  '/api/verification/status': call(
    'verification',
    v.verificationStatusRequest,
    v.verificationStatusResponse,
    'project',
  ),
} as const satisfies Record<string, CallSpec>;

export type ApiPath = keyof typeof apiCalls;
export type RequestOf<P extends ApiPath> = z.infer<(typeof apiCalls)[P]['request']>;
export type ResponseOf<P extends ApiPath> = z.infer<(typeof apiCalls)[P]['response']>;
