/** What the first bytes of a file say it is, whatever its name. */
export type SniffedFormat = 'zip' | 'ole' | 'text' | 'other';

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file: an .xls candidate (Excel 97-2003; Word's .doc shares it, the reader refuses that). */
const OLE_HEADER = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Formats people save by mistake: PDF, PNG, JPEG, GIF, gzip. */
const BINARY_SIGNATURES = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x1f, 0x8b],
];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * `zip` for an .xlsx candidate (checked further by the zip guard); `ole` for an .xls candidate; `text` when the head has no NUL byte and
 * decodes as UTF-8 (a cut multi-byte character at the very end is allowed); `other` for anything else.
 */
export function sniffFormat(head: Uint8Array): SniffedFormat {
  if (startsWith(head, ZIP_LOCAL_HEADER)) return 'zip';
  if (startsWith(head, OLE_HEADER)) return 'ole';
  if (BINARY_SIGNATURES.some((signature) => startsWith(head, signature))) return 'other';
  if (head.includes(0)) return 'other';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(trimPartialCharacter(head));
    return 'text';
  } catch {
    return 'other';
  }
}

/** Drops an incomplete UTF-8 sequence at the end of a head cut at an arbitrary byte. */
function trimPartialCharacter(bytes: Uint8Array): Uint8Array {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead
    if ((byte & 0x80) === 0) return bytes; // ASCII
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return length > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}
