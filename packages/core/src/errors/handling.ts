/** How a rejected call meets the catalogue: `modal` by default. */
export type CatalogueHandling = 'modal' | 'toast' | 'form' | 'silent';

/**
 * Endpoints that do not use the default error modal: the sign-in forms call `handleLoginError`
 * themselves, background calls and the sign-out call stay silent, startup renders its own
 * error page, /playnow shows a refused launch in place of the game.
 */
export const catalogueHandling: Readonly<Record<string, CatalogueHandling>> = {
  login: 'form',
  loginTac: 'form',
  signup: 'form',
  tacVerify: 'form',
  loginSecondStep: 'form',
  tacRequestLogin: 'form',
  tacRequestNewRegister: 'form',
  logout: 'silent',
  getStartup: 'silent',
  adsVisit: 'silent',
  getAnalytics: 'silent',
  toggleFavourite: 'toast',
  // The bet slip shows a refusal beside the stakes and keeps itself; its price checks are quiet.
  placeBets: 'form',
  getSelectionPrices: 'silent',
  // /playnow shows why a game cannot open in place of the game.
  launchGame: 'silent',
  // A promo code's refusal says which beside the code field.
  claimBonus: 'form',
  // Whether the deposit page shows the responsible-gambling information first.
  getLimitsBeforeDeposit: 'silent',
  // The identity check's status line is beside other content; its own page offers a retry.
  getVerification: 'silent',
  // Closing says what to finish first beside the form, with a link to it.
  closeAccount: 'form',
};

/** The handling of an endpoint by name. */
export const handlingOf = (endpointName: string | undefined): CatalogueHandling =>
  (endpointName && catalogueHandling[endpointName]) || 'modal';
