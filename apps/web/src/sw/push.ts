/** What the backend's push message carries (JSON). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page it is about: a path of this site. */
  url: string;
  kind: string;
}

/**
 * The notification of a push message's text, or null when it is not one of ours. The page to
 * open is kept only as a path of this origin, so a message can never send a player elsewhere.
 */
export function readPush(text: string | undefined, origin: string): PushPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.title !== 'string' || !v.title) return null;
  const body = typeof v.body === 'string' ? v.body : '';
  const kind = typeof v.kind === 'string' ? v.kind : '';
  let url = '/';
  if (typeof v.url === 'string') {
    try {
      const target = new URL(v.url, origin);
      if (target.origin === origin) url = target.pathname + target.search;
    } catch {
      // A bad address opens the home page.
    }
  }
  return { title: v.title.slice(0, 120), body: body.slice(0, 400), url, kind };
}
