/**
 * Small documents as a player's device hands them over, each a real file of its kind (the
 * verification upload sniffs the bytes): for the sandbox's tests and the browser journeys.
 */

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The frame of a JPEG (start, JFIF header, end) around `fill`, so two files' bytes differ. */
export const jpeg = (fill: string) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
    Buffer.from(fill),
    Buffer.from([0xff, 0xd9]),
  ]);

/** A PDF titled `fill`. */
export const pdf = (fill: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Title (${fill}) >>\nendobj\n%%EOF\n`);
