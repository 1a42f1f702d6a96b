import { fileURLToPath } from 'node:url';

/** Ports of the servers the journeys start; apart from 8080/8787 so a running `npm start` is left alone. */
export const webPort = Number(process.env.E2E_WEB_PORT ?? 18080);
export const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 18787);

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A site of the sandbox by its host, e.g. site('slot3') -> http://slot3.localhost:18080 */
export const site = (host = 'localhost') =>
  `http://${host === 'localhost' ? host : `${host}.localhost`}:${webPort}`;

/** The operator token of the journeys' sandbox controls (`SANDBOX_CONTROL_TOKEN`). */
export const CONTROL_TOKEN = 'e2e-sandbox-control-token';
/** Headers of a call to a sandbox control (`/sandbox/*`): the operator's token. */
export const controlHeaders = { authorization: `Bearer ${CONTROL_TOKEN}` };
