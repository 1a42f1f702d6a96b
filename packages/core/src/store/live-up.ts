/**
 * Whether the push channel is up, so a screen waits for its events instead of polling. Here, so a
 * screen asks without loading the channel's code (its slice joins the store when that loads).
 */
export const selectLiveUp = (state: { live?: { status: string } }): boolean =>
  state.live?.status === 'open';
