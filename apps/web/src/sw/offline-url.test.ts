import { describe, expect, it } from 'vitest';
import { offlineUrl } from './offline-url';

const offline = [
  { prefix: '', url: '/offline.html' },
  { prefix: 'php', url: '/offline.html?lang=php' },
  { prefix: 'cn', url: '/offline.html?lang=cn' },
];

describe('offline page of a navigation', () => {
  it('is the page language', () => {
    expect(offlineUrl('/php/slots', offline)).toBe('/offline.html?lang=php');
    expect(offlineUrl('/CN', offline)).toBe('/offline.html?lang=cn');
  });
  it("is the domain's default language without a prefix", () => {
    expect(offlineUrl('/', offline)).toBe('/offline.html');
    expect(offlineUrl('/slots', offline)).toBe('/offline.html');
  });
});
