import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startFloorServer } from './floor-server';
import { getLocal as get } from './http';

const server = await startFloorServer();
afterAll(() => server.close());

describe('floor server', () => {
  const url = server.put('/slot1/home.html', '<!doctype html><p>Floor</p>');

  it('listens on 127.0.0.1 and serves each document at its path', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/slot1\/home\.html$/);
    const plain = await get(url);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.body.toString()).toBe('<!doctype html><p>Floor</p>');
  });

  it('sends gzip to clients that accept it', async () => {
    const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe('<!doctype html><p>Floor</p>');
  });

  it('answers 404 for any other path', async () => {
    expect((await get(url.replace('home', 'slots'))).status).toBe(404);
  });
});
