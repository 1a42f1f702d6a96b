// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderDocument } from './document';
import { contentSecurityPolicy, inlineScriptHashes, policyOrigins } from './security';

const template =
  '<!doctype html><html lang="en"><head><title>Playfront</title>' +
  '<script type="module" crossorigin src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

describe('inline script hashes', () => {
  it('name every script a browser runs, byte for byte, and no data block or external script', () => {
    const html = renderDocument(template, {
      lang: 'en',
      head: '',
      analytics: [{ section: 'HEAD', script: 'alert("ünïcode")' }],
      rendered: { html: '<p>x</p><script src="/x.js"></script>', state: { a: 1 } },
    });
    const hashes = inlineScriptHashes(html);
    // The snippet's hash as a browser computes it (UTF-8 of the element's text).
    expect(hashes).toContain('sha256-wXV5n7ROtyTxkK2+2dXIYOd+GigWT7/WptW781zfHHo=');
    // The snippet and the loader; not the state (JSON) nor the external script.
    expect(hashes).toHaveLength(2);
  });
});

describe('the policy', () => {
  it("narrows images and frames to the page's own origin, the operator's list and the startup answer's image hosts", () => {
    const origins = policyOrigins(
      {
        statusCode: 1,
        site: {
          logo1: 'https://cdn.lucky.example/a.svg',
          logo2: 'https://cdn.lucky.example/b.svg',
          logo3: 'javascript:alert(1)',
        },
        live_chat: { chat_id: 'x', image_id: '/api/media/chat/bubble.svg' },
      } as never,
      { images: ['https://img.games.example'], frames: ['https://play.games.example'] },
    );
    expect(origins).toEqual({
      images: ['https://img.games.example', 'https://cdn.lucky.example'],
      frames: ['https://play.games.example'],
    });
    const policy = contentSecurityPolicy({ hashes: ['sha256-abc'] }, origins);
    expect(policy).toContain(
      "img-src 'self' data: blob: https://img.games.example https://cdn.lucky.example;",
    );
    expect(policy).toContain("frame-src 'self' https://play.games.example;");
    expect(policy).toContain("script-src 'self' 'sha256-abc' 'strict-dynamic';");
  });
});
