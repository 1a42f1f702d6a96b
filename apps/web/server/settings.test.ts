// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readSettings } from './settings';

describe('settings', () => {
  it('default to 5 s shared caching with 30 s stale and no other origins', () => {
    expect(readSettings({})).toMatchObject({
      pageSMaxAge: 5,
      pageStaleWhileRevalidate: 30,
      imageOrigins: [],
      frameOrigins: [],
    });
  });

  it('read the page cache times and the CSP origins', () => {
    expect(
      readSettings({
        PAGE_S_MAXAGE: '60',
        PAGE_STALE_WHILE_REVALIDATE: '600',
        CSP_IMAGE_ORIGINS: 'https://img.games.example/, https://*.cdn.example',
        CSP_FRAME_ORIGINS: 'https://play.games.example:8443',
      }),
    ).toMatchObject({
      pageSMaxAge: 60,
      pageStaleWhileRevalidate: 600,
      imageOrigins: ['https://img.games.example', 'https://*.cdn.example'],
      frameOrigins: ['https://play.games.example:8443'],
    });
  });

  it('refuse what would break the server or its policy', () => {
    for (const env of [
      { CSP_IMAGE_ORIGINS: "https://a.example; script-src 'unsafe-inline'" },
      { CSP_FRAME_ORIGINS: 'javascript:' },
      { CSP_FRAME_ORIGINS: 'https://a.example/path' },
    ]) {
      expect(() => readSettings(env), JSON.stringify(env)).toThrow();
    }
  });
});
