import { describe, expect, it } from 'vitest';
import { checkDocumentFile } from './file-check';

const blob = (bytes: number[], size = bytes.length) => {
  const data = new Uint8Array(size);
  data.set(bytes);
  return new Blob([data]);
};

describe('checkDocumentFile', () => {
  it('accepts a JPEG, a PNG and a PDF by their first bytes', async () => {
    expect(await checkDocumentFile(blob([0xff, 0xd8, 0xff, 0xe0]))).toBe('ok');
    expect(await checkDocumentFile(blob([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'ok',
    );
    expect(await checkDocumentFile(new Blob(['%PDF-1.7\n']))).toBe('ok');
  });

  it('refuses an SVG, an HTML page and an empty file, whatever they are named', async () => {
    expect(await checkDocumentFile(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']))).toBe(
      'badType',
    );
    expect(await checkDocumentFile(new Blob(['<!doctype html>']))).toBe('badType');
    expect(await checkDocumentFile(new Blob([]))).toBe('badType');
  });

  it('refuses a file over 5 MB before reading it', async () => {
    expect(await checkDocumentFile(blob([0xff, 0xd8, 0xff], 5 * 1024 * 1024 + 1))).toBe('tooLarge');
    expect(await checkDocumentFile(blob([0xff, 0xd8, 0xff], 5 * 1024 * 1024))).toBe('ok');
  });
});
