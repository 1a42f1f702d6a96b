import { sendLocal } from './http';

/** The demo account every operator's sandbox site has. */
export const DEMO_PLAYER = { account_id: 'demo01', password: 'demo1234' };

/**
 * Signs the demo player in on `origin` (`http://slot1.localhost:28080`) through the web server, as
 * the site's own page does, and gives the session cookie it sets (`name=value`).
 */
export async function signInCookie(origin: string): Promise<string> {
  const { hostname } = new URL(origin);
  const answer = await sendLocal(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-playfront-request': '1',
      origin,
    },
    body: JSON.stringify({ ...DEMO_PLAYER, domain_name: hostname, external_id: '' }),
  });
  const cookies = answer.headers['set-cookie'];
  const session = (Array.isArray(cookies) ? cookies : [cookies ?? ''])
    .map((line) => line.split(';', 1)[0]!)
    .find((pair) => /^(__Host-)?pf_session=./.test(pair));
  if (!session) {
    throw new Error(
      `signing in on ${origin} set no session cookie (${answer.status}: ${answer.body.toString().slice(0, 200)})`,
    );
  }
  return session;
}
