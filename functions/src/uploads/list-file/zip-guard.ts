import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import {
  UPLOAD_MAX_PART_BYTES,
  UPLOAD_MAX_SHARED_STRINGS_BYTES,
  UPLOAD_MAX_ZIP_ENTRIES,
} from '@msc/shared/rules/upload-limits';

export type ZipCheck =
  | { ok: true; uncompressedBytes: number }
  | { ok: false; reason: 'notXlsx' | 'tooLarge' };

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

interface Directory {
  entries: ZipEntry[];
  /** Where the central directory starts: the last local entry must end exactly there. */
  offset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const DESCRIPTOR_BYTES = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
const FLAG_ENCRYPTED = 0x1;
const FLAG_DATA_DESCRIPTOR = 0x8;
/** A ZIP64 marker: a list never needs sizes or counts this large. */
const ZIP64_32 = 0xffffffff;
const ZIP64_16 = 0xffff;
const SHARED_STRINGS = 'xl/sharedStrings.xml';

const notXlsx: ZipCheck = { ok: false, reason: 'notXlsx' };
const tooLarge: ZipCheck = { ok: false, reason: 'tooLarge' };

/**
 * Checks an .xlsx before exceljs reads it: a readable zip with a workbook part, whose parts inflate to at most
 * `maxUncompressedBytes` in total, each part within its own cap. exceljs reads the zip as a stream, by its
 * local headers, while this reads the central directory: so the two must describe the same entries one to
 * one, in the same bytes, with nothing between them (an entry only the local headers list would be inflated
 * by the reader and never checked here). The parts are really inflated (the output thrown away), inflation
 * stops at the cap, and each must inflate to exactly the size it declares.
 */
export async function checkXlsxZip(zip: Buffer, maxUncompressedBytes: number): Promise<ZipCheck> {
  const directory = centralDirectory(zip);
  if (directory === 'tooManyEntries') return tooLarge;
  if (!directory?.entries.some((entry) => entry.name === 'xl/workbook.xml')) return notXlsx;
  const dataStarts = localEntries(zip, directory);
  if (!dataStarts) return notXlsx;
  let total = 0;
  for (const [index, entry] of directory.entries.entries()) {
    const cap = Math.min(partCap(entry.name), maxUncompressedBytes - total);
    if (entry.uncompressedSize > cap) return tooLarge;
    const start = dataStarts[index]!;
    const data = zip.subarray(start, start + entry.compressedSize);
    const size = entry.method === 0 ? data.length : await inflatedSize(data, cap);
    if (size === undefined) return tooLarge;
    // A part that inflates to another size than it declares is damaged or lying to the reader.
    if (size === 'corrupt' || size !== entry.uncompressedSize) return notXlsx;
    total += size;
  }
  return { ok: true, uncompressedBytes: total };
}

const partCap = (name: string) =>
  name === SHARED_STRINGS ? UPLOAD_MAX_SHARED_STRINGS_BYTES : UPLOAD_MAX_PART_BYTES;

function centralDirectory(zip: Buffer): Directory | 'tooManyEntries' | undefined {
  const eocd = endOfCentralDirectory(zip);
  if (eocd < 0) return undefined;
  // One disk only, every count and offset within 32 bits (no ZIP64).
  const disk = zip.readUInt16LE(eocd + 4);
  const directoryDisk = zip.readUInt16LE(eocd + 6);
  const onDisk = zip.readUInt16LE(eocd + 8);
  const count = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  const offset = zip.readUInt32LE(eocd + 16);
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count || count === ZIP64_16) return undefined;
  if (offset === ZIP64_32 || offset + size !== eocd) return undefined;
  if (count > UPLOAD_MAX_ZIP_ENTRIES) return 'tooManyEntries';
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > eocd || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      uncompressedSize: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.flags & FLAG_ENCRYPTED || (entry.method !== 0 && entry.method !== 8)) return undefined;
    if (entry.compressedSize === ZIP64_32 || entry.uncompressedSize === ZIP64_32) return undefined;
    // The reader would read a name twice, the second after this check counted the first.
    if (names.has(entry.name)) return undefined;
    names.add(entry.name);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (at !== eocd) return undefined;
  entries.sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  return { entries, offset };
}

/** The end-of-central-directory record, which must end the file (its comment is at most 64 KB). */
function endOfCentralDirectory(zip: Buffer): number {
  const floor = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= floor; at--) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) {
      return at + 22 + zip.readUInt16LE(at + 20) === zip.length ? at : -1;
    }
  }
  return -1;
}

/**
 * Walks the local entries from the first byte as a streaming reader does, each matched to its central entry
 * (same name, method and sizes), and answers where each entry's data starts; undefined when the walk finds
 * anything the central directory does not list, or does not end where the central directory begins.
 */
function localEntries(zip: Buffer, directory: Directory): number[] | undefined {
  const starts: number[] = [];
  let at = 0;
  for (const entry of directory.entries) {
    if (entry.localHeaderOffset !== at || at + 30 > directory.offset) return undefined;
    if (zip.readUInt32LE(at) !== LOCAL_SIGNATURE) return undefined;
    const flags = zip.readUInt16LE(at + 6);
    const nameLength = zip.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    const end = start + entry.compressedSize;
    if (end > directory.offset || zip.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name) {
      return undefined;
    }
    const meaningful = FLAG_ENCRYPTED | FLAG_DATA_DESCRIPTOR;
    if ((flags & meaningful) !== (entry.flags & meaningful) || zip.readUInt16LE(at + 8) !== entry.method) {
      return undefined;
    }
    const local = {
      crc: zip.readUInt32LE(at + 14),
      compressedSize: zip.readUInt32LE(at + 18),
      uncompressedSize: zip.readUInt32LE(at + 22),
    };
    if (flags & FLAG_DATA_DESCRIPTOR) {
      // Sizes may follow the data instead; a reader that finds no size in the header looks for the first
      // descriptor signature, which must then be exactly where the central directory says the data ends.
      const agrees = (key: keyof typeof local) => local[key] === 0 || local[key] === entry[key];
      if (!agrees('crc') || !agrees('compressedSize') || !agrees('uncompressedSize')) return undefined;
      if (local.compressedSize === 0 && zip.indexOf(DESCRIPTOR_BYTES, start) !== end) return undefined;
      at = descriptorEnd(zip, end, entry);
      if (at < 0) return undefined;
    } else {
      if (local.crc !== entry.crc || local.compressedSize !== entry.compressedSize) return undefined;
      if (local.uncompressedSize !== entry.uncompressedSize) return undefined;
      at = end;
    }
    starts.push(start);
  }
  return at === directory.offset ? starts : undefined;
}

/** The end of the data descriptor at `at` (its signature is optional), or -1 when it disagrees. */
function descriptorEnd(zip: Buffer, at: number, entry: ZipEntry): number {
  const signed = at + 4 <= zip.length && zip.readUInt32LE(at) === DESCRIPTOR_SIGNATURE;
  const fields = signed ? at + 4 : at;
  if (fields + 12 > zip.length) return -1;
  const agrees =
    zip.readUInt32LE(fields) === entry.crc &&
    zip.readUInt32LE(fields + 4) === entry.compressedSize &&
    zip.readUInt32LE(fields + 8) === entry.uncompressedSize;
  return agrees ? fields + 12 : -1;
}

/** Bytes the data inflates to; undefined once over `cap`; 'corrupt' when it is not deflate data. */
function inflatedSize(data: Buffer, cap: number): Promise<number | undefined | 'corrupt'> {
  return new Promise((resolve) => {
    let size = 0;
    const inflate = createInflateRaw();
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        inflate.destroy();
        resolve(undefined);
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => resolve('corrupt'));
    Readable.from([data]).pipe(inflate);
  });
}
