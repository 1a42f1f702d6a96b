import { inCurrency } from '../payments/currency';
import { escapeHtml } from '../seed/content';

/** Symbols of a reel, with the name a screen reader announces. */
export const SLOT_SYMBOLS = [
  { key: 'SEVEN', face: '7', name: 'Seven' },
  { key: 'BAR', face: 'BAR', name: 'Bar' },
  { key: 'BELL', face: '🔔', name: 'Bell' },
  { key: 'CHERRY', face: '🍒', name: 'Cherry' },
  { key: 'LEMON', face: '🍋', name: 'Lemon' },
] as const;

export type SlotSymbol = (typeof SLOT_SYMBOLS)[number]['key'];

/** Stakes the slot offers in pesos, in cents. */
export const SLOT_STAKES_CENTS = [100, 500, 1_000, 5_000] as const;

/** The slot's stakes in a currency, in cents: the peso stakes at that currency's scale. */
export const slotStakesCents = (currency: string): number[] =>
  SLOT_STAKES_CENTS.map((cents) => inCurrency(cents, currency));

/**
 * What a spin pays as a multiple of the stake: three sevens 20, three of another symbol 10, any
 * two alike 1 (the stake back), else nothing. With five equally likely symbols it returns 96%.
 */
export function slotMultiplier(reels: readonly SlotSymbol[]): number {
  const counts = new Map<SlotSymbol, number>();
  for (const symbol of reels) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  const most = Math.max(...counts.values());
  if (most === 3) return reels[0] === 'SEVEN' ? 20 : 10;
  return most === 2 ? 1 : 0;
}

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The slot's page: markup only, its script is served beside it so the page needs no inline code. */
export function demoSlotPage(view: {
  /** The launch token the page spins with; it stays in the page, never in its address. */
  token: string;
  gameName: string;
  balanceCents: number;
  /** Bonus money being wagered; shown beside the balance when there is some. */
  bonusCents: number;
  stakesCents: readonly number[];
  demo: boolean;
}): string {
  const title = escapeHtml(view.gameName);
  const reel = (i: number) =>
    `<li class="reel" data-reel="${i}" role="img" aria-label="${SLOT_SYMBOLS[0].name}">${SLOT_SYMBOLS[0].face}</li>`;
  const stakes = view.stakesCents
    .map(
      (cents, i) =>
        `<option value="${amount(cents)}"${i === 0 ? ' selected' : ''}>${amount(cents)}</option>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#101828;color:#f9fafb}
main{width:100%;max-width:26rem;padding:1rem;text-align:center}
h1{font-size:1.25rem;margin:0 0 .25rem}
.note{color:#d0d5dd;margin:0 0 .75rem;font-size:.875rem}
.balance{font-size:1.125rem;margin:0 0 .75rem}
.reels{list-style:none;display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem;margin:0 0 1rem;padding:0}
.reel{background:#f9fafb;color:#101828;border-radius:.5rem;font-size:2rem;font-weight:700;min-height:4.5rem;display:grid;place-items:center}
form{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:center;align-items:center}
label{font-size:1rem}
select,button{font:inherit;min-height:2.75rem;border-radius:.5rem}
select{padding:0 .5rem}
button{padding:0 1.5rem;border:0;background:#fdb022;color:#101828;font-weight:700;cursor:pointer}
button:disabled{opacity:.6;cursor:wait}
button:focus-visible,select:focus-visible{outline:3px solid #fff;outline-offset:2px}
.result{min-height:1.5rem;margin:1rem 0 0;font-size:1rem}
.result[data-kind=error]{color:#fda29b}
</style></head><body><main data-token="${escapeHtml(view.token)}">
<h1>${title}</h1>
<p class="note">${view.demo ? 'Demo play with play money: no real money is won or lost.' : 'Real-money play: wagers and wins move your balance.'}</p>
<p class="balance">Balance: <output id="balance">${amount(view.balanceCents)}</output><span id="bonus-line"${view.bonusCents > 0 ? '' : ' hidden'}> · Bonus: <output id="bonus">${amount(view.bonusCents)}</output></span></p>
<ul class="reels" aria-label="Reels">${[0, 1, 2].map(reel).join('')}</ul>
<form id="spin-form">
<label for="stake">Stake</label>
<select id="stake" name="stake">${stakes}</select>
<button type="submit" id="spin" disabled>Spin</button>
</form>
<p class="result" id="result" role="status" aria-live="polite"></p>
</main><script src="slot.js"></script></body></html>`;
}

/** The slot's script: spins with the page's launch token; a spin that got no answer is retried once with the same spin_id. */
export const demoSlotScript = `(() => {
  const symbols = ${JSON.stringify(Object.fromEntries(SLOT_SYMBOLS.map((s) => [s.key, [s.face, s.name]])))};
  const token = document.querySelector('main').dataset.token || '';
  const form = document.getElementById('spin-form');
  const button = document.getElementById('spin');
  const stake = document.getElementById('stake');
  const balance = document.getElementById('balance');
  const bonus = document.getElementById('bonus');
  const bonusLine = document.getElementById('bonus-line');
  const result = document.getElementById('result');
  const reels = Array.from(document.querySelectorAll('[data-reel]'));
  const messages = {
    gameStakeAboveBalance: 'The stake is more than your balance.',
    gameLaunchExpired: 'This game session has ended. Close the game and open it again.',
    gameUnderMaintenance: 'This game is under maintenance. Please try again later.',
    gameRegionBlocked: 'This game is not available in your region.',
    gameLimitReached: 'Your playing limit has been reached.',
    BLOCK: 'Your account is blocked. Contact support.',
    CLOSE: 'Your account is closed.',
    accountTimedOut: 'You are on a break from play.',
    accountSelfExcluded: 'You have excluded yourself from play.',
    limitWagerReached: 'Your wager limit does not allow this stake.',
    limitLossReached: 'Your loss limit does not allow this stake.',
    limitSessionTimeReached: 'Your daily play-time limit has passed.',
  };
  // Refusals that name a rule's amount.
  const ruled = {
    bonusStakeAboveMaximum: (p) => 'While your bonus "' + p.title + '" is wagered, a stake may be at most ' + Number(p.max_stake).toFixed(2) + '.',
  };
  // The page around the game learns that a round was played (no data). The frame's own origin is
  // opaque, so the page knows the message by the frame it comes from; only the site's page gets it.
  const played = () => {
    if (window.parent !== window) window.parent.postMessage({ type: 'playfront:round' }, location.origin);
  };
  const show = (text, kind) => { result.textContent = text; result.dataset.kind = kind; };
  // The page runs in a sandboxed frame with an origin of its own (none of the site's cookies or
  // storage): its spins are plain cross-origin requests, text that needs no preflight.
  const send = (body) => fetch('/api/games/demo-slot/spin', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    credentials: 'omit',
    body: JSON.stringify(body),
  }).then((r) => r.json());
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const body = { token, stake: Number(stake.value), spin_id: crypto.randomUUID() };
    button.disabled = true;
    show('Spinning…', 'info');
    try {
      const answer = await send(body).catch(() => send(body));
      if (answer.statusCode !== 1) {
        const rule = ruled[answer.statusMessage];
        show((rule && answer.statusParams ? rule(answer.statusParams) : messages[answer.statusMessage]) || answer.statusDetail || 'The spin failed.', 'error');
        return;
      }
      answer.reels.forEach((key, i) => {
        const [face, name] = symbols[key];
        reels[i].textContent = face;
        reels[i].setAttribute('aria-label', name);
      });
      balance.textContent = answer.balance.toFixed(2);
      bonus.textContent = answer.bonus_balance.toFixed(2);
      bonusLine.hidden = answer.bonus_balance <= 0;
      played();
      const drawn = answer.reels.map((key) => symbols[key][1]).join(', ');
      show(drawn + '. ' + (answer.win > 0 ? 'You win ' + answer.win.toFixed(2) + '.' : 'No win.'), answer.win > 0 ? 'win' : 'loss');
    } catch {
      show('The game could not reach the server. Please try again.', 'error');
    } finally {
      button.disabled = false;
    }
  });
  // Spin is drawn disabled and works from here, once its press has a handler: pressed while this
  // script still loaded, the page's policy (form-action 'none') dropped the form's own submit.
  button.disabled = false;
})();
`;

/** What the slot's address shows opened without its token (a reload, a link). */
export const endedPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Game ended</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#101828;color:#f9fafb;text-align:center}</style>
</head><body><main><h1>This game session has ended</h1><p>Close the game and open it again.</p></main></body></html>`;
