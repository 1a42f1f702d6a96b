import { describe, expect, it } from 'vitest';
import { liveChatImageUrl } from './live-chat';

describe('liveChatImageUrl', () => {
  it('names an id as a chat media file', () => {
    expect(liveChatImageUrl('bubble')).toBe('/api/media/chat/bubble.svg');
    expect(liveChatImageUrl('a b/c')).toBe('/api/media/chat/a%20b%2Fc.svg');
  });

  it('keeps http(s) addresses and root paths as they are', () => {
    expect(liveChatImageUrl('https://cdn.example.com/chat.png')).toBe(
      'https://cdn.example.com/chat.png',
    );
    expect(liveChatImageUrl('/img/chat.png')).toBe('/img/chat.png');
  });

  it('gives null for a blank or missing id and never a protocol-relative address', () => {
    expect(liveChatImageUrl(null)).toBeNull();
    expect(liveChatImageUrl(undefined)).toBeNull();
    expect(liveChatImageUrl('  ')).toBeNull();
    expect(liveChatImageUrl('//evil.example/x.png')).toBe(
      '/api/media/chat/%2F%2Fevil.example%2Fx.png.svg',
    );
  });
});
