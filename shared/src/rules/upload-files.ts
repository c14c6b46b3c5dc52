import { MAIL_LIST_UPLOAD_EXTENSIONS, SHIP_TO_UPLOAD_EXTENSIONS } from './constants';

/** File checks of the two list uploads (spec 1 §5, spec 2 §5). Reasons are keys of `toasts`. */

/** The file name ends with one of the extensions, without case ('List.XLSX' is .xlsx). */
export function hasAcceptedExtension(fileName: string, extensions: readonly string[]): boolean {
  const name = fileName.trim().toLowerCase();
  return extensions.some((extension) => name.endsWith(extension));
}

export type UploadFileCheck<R extends string> = { ok: true } | { ok: false; reason: R };

/**
 * Ship to Multiple Contacts upload: one file only ('Selected multiple files'), and only .xlsx or .csv
 * ('File format not accepted'). No file picked is not an error; nothing happens.
 */
export function checkShipToUploadFiles(
  files: readonly { name: string }[],
): UploadFileCheck<'noFile' | 'shipToMultipleFiles' | 'shipToFileFormat'> {
  if (files.length === 0) return { ok: false, reason: 'noFile' };
  if (files.length > 1) return { ok: false, reason: 'shipToMultipleFiles' };
  if (!hasAcceptedExtension(files[0]!.name, SHIP_TO_UPLOAD_EXTENSIONS)) {
    return { ok: false, reason: 'shipToFileFormat' };
  }
  return { ok: true };
}

/**
 * Mail-list upload: xls, xlsx or csv, otherwise 'File format not accepted. Accepted file formats are
 * .xlsx, .xls & .csv'.
 */
export function checkMailListUploadFile(file: { name: string }): UploadFileCheck<'mailListFileFormat'> {
  return hasAcceptedExtension(file.name, MAIL_LIST_UPLOAD_EXTENSIONS)
    ? { ok: true }
    : { ok: false, reason: 'mailListFileFormat' };
}
