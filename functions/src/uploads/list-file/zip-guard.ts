import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

export type ZipCheck =
  | { ok: true; uncompressedBytes: number }
  | { ok: false; reason: 'notXlsx' | 'tooLarge' };

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/**
 * Checks an .xlsx before exceljs reads it: a readable zip with a workbook part, whose parts inflate to at most
 * `maxUncompressedBytes` in total. The parts are really inflated (and the output thrown away), so sizes a zip
 * bomb declares in its headers do not matter; inflation stops as soon as the budget is spent.
 */
export async function checkXlsxZip(zip: Buffer, maxUncompressedBytes: number): Promise<ZipCheck> {
  const entries = centralDirectory(zip);
  if (!entries?.some((entry) => entry.name === 'xl/workbook.xml')) {
    return { ok: false, reason: 'notXlsx' };
  }
  let total = 0;
  for (const entry of entries) {
    const data = entryData(zip, entry);
    if (!data) return { ok: false, reason: 'notXlsx' };
    if (entry.method === 0) total += data.length;
    else if (entry.method === 8) {
      const inflated = await inflatedSize(data, maxUncompressedBytes - total);
      if (inflated === undefined) return { ok: false, reason: 'tooLarge' };
      if (inflated === 'corrupt') return { ok: false, reason: 'notXlsx' };
      total += inflated;
    } else return { ok: false, reason: 'notXlsx' };
    if (total > maxUncompressedBytes) return { ok: false, reason: 'tooLarge' };
  }
  return { ok: true, uncompressedBytes: total };
}

function centralDirectory(zip: Buffer): ZipEntry[] | undefined {
  // The end-of-central-directory record is in the last 22 + 65535 bytes (its comment is at most 64 KB).
  const floor = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = zip.length - 22; at >= floor; at--) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localHeaderOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function entryData(zip: Buffer, entry: ZipEntry): Buffer | undefined {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_SIGNATURE) return undefined;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end <= zip.length ? zip.subarray(start, end) : undefined;
}

/** Bytes the data inflates to; undefined once over `budget`; 'corrupt' when it is not deflate data. */
function inflatedSize(data: Buffer, budget: number): Promise<number | undefined | 'corrupt'> {
  return new Promise((resolve) => {
    let size = 0;
    const inflate = createInflateRaw();
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        resolve(undefined);
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => resolve('corrupt'));
    Readable.from([data]).pipe(inflate);
  });
}
