import { Readable } from 'node:stream';
import { uploadTexts } from '@msc/shared/messages';
import { megabytes, UPLOAD_MAX_BYTES, UPLOAD_MAX_UNCOMPRESSED_BYTES } from '@msc/shared/rules/upload-limits';
import { sniffFormat } from './list-file/sniff-file';
import { UploadRejected } from './list-file/upload-rejected';
import { checkXlsxZip } from './list-file/zip-guard';
import type { CheckedFile, PipelineUpload } from './pipeline-input';
import { headSource, sourceBytes, sourceStream } from './upload-files';

const HEAD_BYTES = 4096;

const wrongContentOf = (upload: PipelineUpload) =>
  upload.kind === 'mailList' ? uploadTexts.wrongMailListContent : uploadTexts.wrongContent;

/**
 * The file as stored, judged by its bytes, not its name: within the size limit, not empty, and what its
 * extension says (an .xlsx is a zip holding a workbook that does not unpack past the limit; a .csv is text,
 * which `csvSource` checks on the first bytes as validation reads them: one read of the file, not two).
 */
export async function checkFile(upload: PipelineUpload): Promise<CheckedFile> {
  const wrongContent = wrongContentOf(upload);
  const head = upload.size !== undefined ? { size: upload.size } : await headSource(upload.key);
  if (!head) throw new UploadRejected(uploadTexts.notReceived);
  if (head.size === 0) throw new UploadRejected(uploadTexts.emptyFile);
  if (head.size > UPLOAD_MAX_BYTES)
    throw new UploadRejected(uploadTexts.tooLarge(megabytes(UPLOAD_MAX_BYTES)));

  if (upload.extension === '.csv') return { format: 'csv', size: head.size };
  const first = await sourceBytes(upload.key, { end: Math.min(head.size, HEAD_BYTES), etag: upload.etag });
  const sniffed = sniffFormat(first);
  if (upload.extension === '.xls') {
    // Only a mail list takes .xls (spec 2 §5); the reader refuses an OLE file that is no workbook.
    if (sniffed !== 'ole' || upload.kind !== 'mailList') throw new UploadRejected(wrongContent);
    return { format: 'xls', size: head.size };
  }
  if (sniffed !== 'zip') throw new UploadRejected(wrongContent);
  const zip = await checkXlsxZip(
    await sourceBytes(upload.key, { etag: upload.etag }),
    UPLOAD_MAX_UNCOMPRESSED_BYTES,
  );
  if (!zip.ok) {
    throw new UploadRejected(zip.reason === 'tooLarge' ? uploadTexts.unpacksTooLarge : wrongContent);
  }
  return { format: 'xlsx', size: head.size };
}

/** A checked .csv as a stream, refused (UploadRejected) unless its first bytes are text. */
export async function csvSource(upload: PipelineUpload): Promise<Readable> {
  const source = await sourceStream(upload.key, { etag: upload.etag });
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  if (sniffFormat(Buffer.concat(head).subarray(0, HEAD_BYTES)) !== 'text') {
    source.destroy();
    throw new UploadRejected(wrongContentOf(upload));
  }
  return Readable.from(
    (async function* () {
      try {
        yield* head;
        if (!ended)
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
      } finally {
        source.destroy();
      }
    })(),
  );
}
