import { VERIFICATION_MAX_BYTES } from '@playfront/core/contract';

/** What a chosen file is, by its first bytes: the same rule the backend applies. */
export type FileVerdict = 'ok' | 'badType' | 'tooLarge';

const signatures: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0x25, 0x50, 0x44, 0x46, 0x2d], // PDF: %PDF-
];

/**
 * Checks a file before it is sent: at most 5 MB, and a JPEG, PNG or PDF by what its first bytes
 * are (a renamed script or SVG is caught here, not only by the backend).
 */
export async function checkDocumentFile(file: Blob): Promise<FileVerdict> {
  if (file.size > VERIFICATION_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const known = signatures.some((signature) => signature.every((byte, i) => head[i] === byte));
  return known ? 'ok' : 'badType';
}
