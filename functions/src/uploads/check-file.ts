import { uploadTexts } from '@msc/shared/messages';
import { megabytes, UPLOAD_MAX_BYTES, UPLOAD_MAX_UNCOMPRESSED_BYTES } from '@msc/shared/rules/upload-limits';
import { sniffFormat } from './list-file/sniff-file';
import { UploadRejected } from './list-file/upload-rejected';
import { checkXlsxZip } from './list-file/zip-guard';
import type { CheckedFile, PipelineUpload } from './pipeline-input';
import { headSource, sourceBytes } from './upload-files';

const HEAD_BYTES = 4096;

/**
 * The file as stored, judged by its bytes, not its name: within the size limit, not empty, and what its
 * extension says (an .xlsx is a zip holding a workbook that does not unpack past the limit; a .csv is text).
 */
export async function checkFile(upload: PipelineUpload): Promise<CheckedFile> {
  const wrongContent =
    upload.kind === 'mailList' ? uploadTexts.wrongMailListContent : uploadTexts.wrongContent;
  const head = await headSource(upload.key);
  if (!head) throw new UploadRejected(uploadTexts.notReceived);
  if (head.size === 0) throw new UploadRejected(uploadTexts.emptyFile);
  if (head.size > UPLOAD_MAX_BYTES)
    throw new UploadRejected(uploadTexts.tooLarge(megabytes(UPLOAD_MAX_BYTES)));

  const first = await sourceBytes(upload.key, { first: 0, last: Math.min(head.size, HEAD_BYTES) - 1 });
  const sniffed = sniffFormat(first);
  if (upload.extension === '.csv') {
    if (sniffed !== 'text') throw new UploadRejected(wrongContent);
    return { format: 'csv', size: head.size };
  }
  if (upload.extension === '.xls') {
    // Only a mail list takes .xls (spec 2 §5); the reader refuses an OLE file that is no workbook.
    if (sniffed !== 'ole' || upload.kind !== 'mailList') throw new UploadRejected(wrongContent);
    return { format: 'xls', size: head.size };
  }
  if (sniffed !== 'zip') throw new UploadRejected(wrongContent);
  const zip = await checkXlsxZip(await sourceBytes(upload.key), UPLOAD_MAX_UNCOMPRESSED_BYTES);
  if (!zip.ok) {
    throw new UploadRejected(zip.reason === 'tooLarge' ? uploadTexts.unpacksTooLarge : wrongContent);
  }
  return { format: 'xlsx', size: head.size };
}
