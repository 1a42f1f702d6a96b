import { VERIFICATION_MAX_BYTES } from '@playfront/core/contract';

/** What a chosen file is, by its first bytes: the same rule the backend applies. */
export type FileVerdict = 'ok' | 'badType' | 'tooLarge';

const signatures: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0x25, 0x50, 0x44, 0x46, 0x2d], // PDF: %PDF-
];

/** The first bytes of a file (FileReader: every browser the site supports, and jsdom, has it). */
const headOf = (file: Blob, length: number) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const { result } = reader;
      resolve(
        result === null || typeof result === 'string' ? new Uint8Array() : new Uint8Array(result),
      );
    };
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, length));
  });

/**
 * Checks a file before it is sent: at most 5 MB, and a JPEG, PNG or PDF by what its first bytes
 * are (a renamed script or SVG is caught here, not only by the backend).
 */
export async function checkDocumentFile(file: Blob): Promise<FileVerdict> {
  if (file.size > VERIFICATION_MAX_BYTES) return 'tooLarge';
  const head = await headOf(file, 8);
  const known = signatures.some((signature) => signature.every((byte, i) => head[i] === byte));
  return known ? 'ok' : 'badType';
}
