// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodeBody, etagOf, isNotModified } from './encoding';

describe('encodings of a page', () => {
  it('are the same bytes in brotli, gzip and plain, with one hash of the content', async () => {
    const html = `<!doctype html><p>${'Manila '.repeat(500)}¥</p>`;
    const { body, hash } = await encodeBody(html);
    expect(body.identity.toString('utf8')).toBe(html);
    expect(brotliDecompressSync(body.br).equals(body.identity)).toBe(true);
    expect(gunzipSync(body.gzip).equals(body.identity)).toBe(true);
    expect((await encodeBody(html)).hash).toBe(hash);
    expect((await encodeBody(`${html} `)).hash).not.toBe(hash);
  });

  it('take what the browser accepts: brotli before gzip, plain when it names neither', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('br;q=nonsense, gzip;q=0')).toBe('identity');
  });

  it('have strong ETags of their own, and a copy is current only for its own', () => {
    const br = etagOf('abc', 'br');
    expect([br, etagOf('abc', 'gzip'), etagOf('abc', 'identity')]).toEqual([
      '"abc-br"',
      '"abc-gz"',
      '"abc"',
    ]);
    expect(isNotModified('"abc-br"', br)).toBe(true);
    expect(isNotModified('"x", W/"abc-br"', br)).toBe(true);
    expect(isNotModified('*', br)).toBe(true);
    expect(isNotModified('"abc-gz"', br)).toBe(false);
    expect(isNotModified(undefined, br)).toBe(false);
  });
});
