/**
 * Every failure the sandbox answers: a short alphabetic key the client translates, the HTTP
 * status, and `statusCode` = minus that status (success is always statusCode 1).
 */
export const errorKeys = {
  invalidRequest: { http: 400, detail: 'The request body is missing fields or has invalid ones.' },
  payloadTooLarge: { http: 413, detail: 'The request body is too large.' },
  notFound: { http: 404, detail: 'Nothing matches this request.' },
  unknownDomain: { http: 404, detail: 'No site is configured for this domain.' },
  invalidCredentials: { http: 401, detail: 'The account ID or password is incorrect.' },
  accountNotVerified: { http: 403, detail: 'The account has not been verified yet.' },
  sessionExpired: { http: 401, detail: 'The session is no longer valid. Sign in again.' },
  BLOCK: { http: 403, detail: 'The account is blocked.' },
  CLOSE: { http: 403, detail: 'The account is closed.' },
  accountExists: { http: 409, detail: 'This account ID is already registered.' },
  accountNotFound: { http: 404, detail: 'No account matches these details.' },
  invalidTac: { http: 400, detail: 'The one-time code is wrong or has expired.' },
  wrongPassword: { http: 400, detail: 'The current password is incorrect.' },
  tooManyAttempts: { http: 429, detail: 'Too many attempts. Try again later.' },
  alreadyClaimed: { http: 409, detail: 'This item has already been claimed.' },
  notClaimable: { http: 409, detail: 'This item carries no reward.' },
  walletAmountOutOfRange: { http: 400, detail: 'The amount is outside the limits of this method.' },
  walletAmountBelowMinimum: {
    http: 400,
    detail: 'The amount is below the minimum of this method.',
  },
  walletAmountAboveMaximum: {
    http: 400,
    detail: 'The amount is above the maximum of this method.',
  },
  walletMethodUnavailable: { http: 400, detail: 'This payment method is not available.' },
  walletTooManyPending: {
    http: 409,
    detail: 'Too many requests are waiting; finish or cancel one.',
  },
  walletNotPending: { http: 409, detail: 'This request is no longer waiting.' },
  walletInsufficientBalance: { http: 409, detail: 'The amount is more than the game balance.' },
  walletBankExists: { http: 409, detail: 'This bank account is already saved.' },
  walletCurrencyMismatch: {
    http: 409,
    detail: 'The amount is in another currency than the account; nothing is converted.',
  },
  walletBankLimit: { http: 409, detail: 'An account may save at most 5 bank accounts.' },
  betStakeAboveBalance: { http: 409, detail: 'The stakes are more than the game balance.' },
  betStakeBelowMinimum: { http: 400, detail: 'A stake is below the sportsbook minimum.' },
  betStakeAboveMaximum: { http: 400, detail: 'A stake is above the sportsbook maximum.' },
  betOddsChanged: { http: 409, detail: 'A price moved and the acceptance mode refuses it.' },
  betMarketClosed: { http: 409, detail: 'A selection is closed, started or no longer offered.' },
  betLivePriceChanged: {
    http: 409,
    detail: 'An in-play price moved while the bet waited for acceptance; nothing was taken.',
  },
  betLiveSuspended: {
    http: 409,
    detail:
      'An in-play market was suspended while the bet waited for acceptance; nothing was taken.',
  },
  betCashOutUnavailable: {
    http: 409,
    detail:
      'The bet offers no cash-out now: a market is suspended, its match is over or it is settled.',
  },
  betCashOutChanged: {
    http: 409,
    detail: 'The cash-out value moved; statusParams.cash_out is the new value.',
  },
  betTooFewLegs: { http: 400, detail: 'The parlay has fewer legs than the minimum.' },
  betTooManyLegs: { http: 400, detail: 'The parlay has more legs than the maximum.' },
  betSameMatchParlay: { http: 400, detail: 'A parlay holds at most one selection per match.' },
  engageAlreadySpun: { http: 409, detail: 'The daily spin has already been used today.' },
  gameUnderMaintenance: { http: 409, detail: 'The game is under maintenance.' },
  gameRegionBlocked: { http: 403, detail: "The game is not offered in the player's region." },
  gameLimitReached: { http: 403, detail: 'A responsible-gaming limit stops play of this game.' },
  gameSignInRequired: { http: 403, detail: 'The game has no demo play; sign in to play it.' },
  gameLaunchExpired: { http: 410, detail: 'The launch token is unknown or its session has ended.' },
  gameStakeAboveBalance: { http: 409, detail: 'The stake is more than the balance.' },
  limitDepositReached: { http: 409, detail: 'A deposit limit does not allow this deposit.' },
  limitLossReached: { http: 409, detail: 'A loss limit does not allow this.' },
  limitWagerReached: { http: 409, detail: 'A wager limit does not allow this stake.' },
  limitSessionTimeReached: { http: 409, detail: 'The daily play-time limit has passed.' },
  internalServerError: { http: 500, detail: 'The sandbox could not complete the request.' },
  controlTokenInvalid: {
    http: 401,
    detail: 'This control needs the operator token: Authorization: Bearer <token>.',
  },
  gamesPageInvalid: { http: 400, detail: 'page must be a whole number from 1 to 10000.' },
  gamesPageSizeInvalid: { http: 400, detail: 'page_size must be a whole number from 1 to 100.' },
  gamesSortUnknown: { http: 400, detail: 'sort must be popular, new or az.' },
  underMinimumAge: { http: 400, detail: 'The player is younger than the minimum age for play.' },
  termsNotAccepted: {
    http: 400,
    detail: 'The terms and the age confirmation must be accepted.',
  },
  restrictedNotDeclared: {
    http: 400,
    detail:
      "The player must declare not to be a restricted person (a government official, military or police, or the operator's staff).",
  },
  withdrawalCancelNotAllowed: {
    http: 403,
    detail: "This operator's regulator does not allow cancelling a withdrawal once requested.",
  },
  accountTimedOut: { http: 403, detail: 'The account is on a time-out from play.' },
  accountSelfExcluded: { http: 403, detail: 'The account is self-excluded from play.' },
  invalidTwoStepCode: {
    http: 400,
    detail: 'The authenticator or backup code is wrong, expired or already used.',
  },
  twoStepChallengeExpired: {
    http: 401,
    detail: 'This sign-in waited too long for its code; enter the password again.',
  },
  twoStepNotEnabled: { http: 409, detail: 'Two-step sign-in is not on for this account.' },
  twoStepAlreadyEnabled: { http: 409, detail: 'Two-step sign-in is already on.' },
  stepUpRequired: {
    http: 403,
    detail: 'Enter a code from the authenticator app first.',
  },
  accountClosed: {
    http: 403,
    detail: "This account was closed at its holder's request and cannot sign in.",
  },
  accountCloseWithdrawalPending: {
    http: 409,
    detail: 'A withdrawal is waiting: cancel it or wait until it is paid, then close the account.',
  },
  accountCloseBetOpen: {
    http: 409,
    detail: 'A bet is still open: wait until it is settled, then close the account.',
  },
  historyRangeTooLong: {
    http: 400,
    detail: 'One file covers at most 366 days; choose a shorter period.',
  },
  bonusCodeUnknown: { http: 404, detail: 'No offer of this operator has this code.' },
  bonusCodeExpired: { http: 410, detail: 'This offer has ended or has not started yet.' },
  bonusCodeUsed: { http: 409, detail: 'This account has claimed this offer already.' },
  bonusCodeNotEligible: {
    http: 403,
    detail: 'This offer is not open to this account (first deposit only, or after a deposit).',
  },
  bonusAlreadyActive: {
    http: 409,
    detail: 'A bonus of the same product is already active or waiting for its deposit.',
  },
  bonusDepositRequired: {
    http: 409,
    detail: 'This offer comes with a deposit: claim it at the deposit step.',
  },
  bonusDepositTooSmall: { http: 400, detail: 'The deposit is below the minimum of this offer.' },
  bonusStakeAboveMaximum: {
    http: 409,
    detail: 'The stake is above the maximum stake while a bonus is being wagered.',
  },
  bonusForfeitRequired: {
    http: 409,
    detail: 'A withdrawal now forfeits the active bonuses; send forfeit_bonus: true to confirm.',
  },
  bonusNotActive: { http: 409, detail: 'This bonus is not active.' },
  exclusionIrrevocable: {
    http: 409,
    detail: 'This break cannot be lifted before its irrevocable period ends.',
  },
  verificationRequired: {
    http: 403,
    detail: 'The operator needs an approved identity check first: send the documents.',
  },
  verificationFileType: {
    http: 415,
    detail: 'The file is not a JPEG, PNG or PDF (judged by its bytes, not its name).',
  },
  verificationFileTooLarge: { http: 413, detail: 'The file is larger than 5 MB.' },
  verificationFileTruncated: {
    http: 400,
    detail: 'The file is cut short: it does not end the way a JPEG, PNG or PDF must.',
  },
  verificationFileDuplicate: {
    http: 409,
    detail: 'This file was already sent as another document of this check.',
  },
  verificationLocked: {
    http: 409,
    detail: 'The documents are with the reviewer or already approved; none can be changed now.',
  },
  verificationNotPending: { http: 409, detail: 'This check is not waiting for a review.' },
  pushEndpointInvalid: {
    http: 400,
    detail: 'The subscription endpoint must be an https URL of a push service.',
  },
} as const satisfies Record<string, { http: number; detail: string }>;

export type ErrorKey = keyof typeof errorKeys;

/** A failure a handler raises; the app turns it into the JSON envelope. */
export class ApiError extends Error {
  readonly key: ErrorKey;
  readonly http: number;
  readonly detail: string;
  /** Seconds the caller should wait (rate limits); sent as `retry-after`. */
  readonly retryAfter: number | undefined;
  /** Values the client's message names (`statusParams`), e.g. a limit and when it resets. */
  readonly params: Readonly<Record<string, string | number>> | undefined;

  constructor(
    key: ErrorKey,
    detail?: string,
    options: {
      http?: number;
      retryAfter?: number;
      params?: Readonly<Record<string, string | number>>;
    } = {},
  ) {
    super(key);
    this.key = key;
    this.http = options.http ?? errorKeys[key].http;
    this.detail = detail ?? errorKeys[key].detail;
    this.retryAfter = options.retryAfter;
    this.params = options.params;
  }
}

/** The JSON body of a failure. */
export interface ErrorBody {
  statusCode: number;
  statusMessage: ErrorKey;
  statusDetail: string;
  statusParams?: Readonly<Record<string, string | number>>;
}

/** The envelope of a failure: statusCode is minus the HTTP status. */
export function errorBody(error: ApiError): ErrorBody {
  return {
    statusCode: -error.http,
    statusMessage: error.key,
    statusDetail: error.detail,
    ...(error.params ? { statusParams: error.params } : {}),
  };
}
