import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of a zip made for a test, with the ways a hostile file may lie about it. */
export interface ZipPart {
  name: string;
  content: Buffer | string;
  /** Listed in the local headers only, as an entry a streaming reader would still inflate. */
  unlisted?: boolean;
  /** What the local header says instead of the truth. */
  localLie?: { compressedSize?: number };
  /** What both headers say instead of the truth. */
  sizeLie?: { uncompressedSize?: number };
  /** Sizes after the data (a data descriptor), as streaming writers do, instead of in the local header. */
  descriptor?: boolean;
}

/**
 * A zip written by hand (deflate), so a test can build the malformed files no library writes: local
 * entries the central directory does not list, sizes that lie.
 */
export function writeZip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = Buffer.from(part.content);
    const data = deflateRawSync(raw);
    const name = Buffer.from(part.name);
    const crc = crc32(raw);
    const uncompressedSize = part.sizeLie?.uncompressedSize ?? raw.length;
    const flags = part.descriptor ? 0x8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    if (!part.descriptor) {
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(part.localLie?.compressedSize ?? data.length, 18);
      local.writeUInt32LE(uncompressedSize, 22);
    }
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(part.descriptor ? 16 : 0);
    if (part.descriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(data.length, 8);
      descriptor.writeUInt32LE(uncompressedSize, 12);
    }
    locals.push(local, name, data, descriptor);
    if (!part.unlisted) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(flags, 8);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(crc, 16);
      central.writeUInt32LE(data.length, 20);
      central.writeUInt32LE(uncompressedSize, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt32LE(offset, 42);
      centrals.push(central, name);
    }
    offset += local.length + name.length + data.length + descriptor.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  const count = centrals.length / 2;
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of the smallest workbook exceljs reads: one sheet, one row. */
export const workbookParts = (): ZipPart[] => [
  {
    name: '[Content_Types].xml',
    content:
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
  },
  {
    name: 'xl/workbook.xml',
    content:
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="List" sheetId="1"/></sheets></workbook>',
  },
  {
    name: 'xl/worksheets/sheet1.xml',
    content:
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row></sheetData></worksheet>',
  },
];
