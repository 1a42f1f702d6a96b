import { fileTypeFromBuffer } from 'file-type';
import { VERIFICATION_MAX_BYTES, VERIFICATION_MEDIA_TYPES } from '@playfront/core/contract';
import { ApiError } from '../errors';

export type DocumentMediaType = (typeof VERIFICATION_MEDIA_TYPES)[number];

/** The extensions a name of each type may carry. */
const extensionsOf: Readonly<Record<DocumentMediaType, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};

/** What a document's bytes are, and the extension it is stored under. */
export interface SniffedDocument {
  mediaType: DocumentMediaType;
  extension: 'jpg' | 'png' | 'pdf';
}

const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** Whether the bytes end the way a whole file of the type does (not cut short in transit). */
function endsWhole(bytes: Buffer, type: DocumentMediaType): boolean {
  if (type === 'image/png') return bytes.subarray(-PNG_END.length).equals(PNG_END);
  if (type === 'image/jpeg') {
    // Some cameras pad a JPEG after its end marker with zero bytes.
    let end = bytes.length;
    while (end > 2 && bytes[end - 1] === 0) end -= 1;
    return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
  }
  // A PDF ends with %%EOF, perhaps followed by line breaks or spaces.
  return /%%EOF\s*$/.test(bytes.subarray(-1024).toString('latin1'));
}

const typeName: Readonly<Record<DocumentMediaType, string>> = {
  'image/jpeg': 'a JPEG',
  'image/png': 'a PNG',
  'application/pdf': 'a PDF',
};

/**
 * Judges a document by its bytes: a JPEG, PNG or PDF of at most 5 MB that ends whole, whose name
 * and declared type (when they say one) agree with what the bytes are. Scripts (SVG, HTML) have no
 * such signature and are refused as another type.
 */
export async function sniffDocument(
  bytes: Buffer,
  fileName: string,
  declaredType: string,
): Promise<SniffedDocument> {
  if (bytes.length > VERIFICATION_MAX_BYTES) throw new ApiError('verificationFileTooLarge');
  if (bytes.length === 0) throw new ApiError('verificationFileType', 'The file is empty.');
  const found = await fileTypeFromBuffer(bytes);
  const mediaType = VERIFICATION_MEDIA_TYPES.find((type) => type === found?.mime);
  if (!mediaType) throw new ApiError('verificationFileType');
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase();
  const knownExtension = Object.values(extensionsOf).some((list) => list.includes(extension ?? ''));
  if (extension !== undefined && !extensionsOf[mediaType].includes(extension))
    throw new ApiError(
      'verificationFileType',
      knownExtension
        ? `The name ends in .${extension} but the bytes are ${typeName[mediaType]}.`
        : `The name ends in .${extension}; only .jpg, .png and .pdf are accepted.`,
    );
  const declared = declaredType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  const generic = declared === '' || declared === 'application/octet-stream';
  const declaredAlias =
    declared === 'image/jpg' || declared === 'image/pjpeg' ? 'image/jpeg' : declared;
  if (!generic && declaredAlias !== mediaType)
    throw new ApiError(
      'verificationFileType',
      `The file is sent as ${declared.slice(0, 60)} but the bytes are ${typeName[mediaType]}.`,
    );
  if (!endsWhole(bytes, mediaType))
    throw new ApiError(
      'verificationFileTruncated',
      `The file starts as ${typeName[mediaType]} but does not end as one: it is cut short.`,
    );
  return {
    mediaType,
    extension: mediaType === 'image/jpeg' ? 'jpg' : mediaType === 'image/png' ? 'png' : 'pdf',
  };
}
