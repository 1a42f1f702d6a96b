import { fileURLToPath } from 'node:url';

/**
 * Journeys run in several Playwright workers, each against a sandbox and a web server of its own
 * (its own database, page cache and clock), so one journey's site settings or clock never reach
 * another's. `E2E_WORKERS` says how many (2 by default: one per core of the machine the suite is
 * sized for).
 */
export const workerCount = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** Ports of worker `slot`'s servers: apart from 8080/8787 so a running `npm start` is left alone. */
export function portsOf(slot: number): { web: number; sandbox: number } {
  return {
    web: Number(process.env.E2E_WEB_PORT ?? 18080) + slot * 1000,
    sandbox: Number(process.env.E2E_SANDBOX_PORT ?? 18787) + slot * 1000,
  };
}

/** This worker's slot: Playwright numbers its running workers from 0 (the runner itself is 0). */
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** Ports of this worker's servers. Its journeys' own extra servers take the next few ports. */
export const { web: webPort, sandbox: sandboxPort } = portsOf(slot);

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A site of the sandbox by its host, e.g. site('slot3') -> http://slot3.localhost:18080 */
export const site = (host = 'localhost') =>
  `http://${host === 'localhost' ? host : `${host}.localhost`}:${webPort}`;

/** The operator token of the journeys' sandbox controls (`SANDBOX_CONTROL_TOKEN`). */
export const CONTROL_TOKEN = 'e2e-sandbox-control-token';
/** The token the web server reads the sandbox's live feed with (`SANDBOX_FEED_TOKEN`). */
export const FEED_TOKEN = 'e2e-sandbox-feed-token-0001';
/** Headers of a call to a sandbox control (`/sandbox/*`): the operator's token. */
export const controlHeaders = { authorization: `Bearer ${CONTROL_TOKEN}` };
