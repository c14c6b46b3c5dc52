import { describe, expect, it } from 'vitest';
import { toasts } from '../messages';
import { checkMailListUploadFile, checkShipToUploadFiles, hasAcceptedExtension } from './upload-files';

describe('upload file checks', () => {
  it('accepts only one .xlsx or .csv ship-to list', () => {
    expect(checkShipToUploadFiles([{ name: 'contacts.xlsx' }])).toEqual({ ok: true });
    expect(checkShipToUploadFiles([{ name: 'Contacts.CSV' }])).toEqual({ ok: true });
    expect(checkShipToUploadFiles([{ name: 'contacts.xls' }])).toEqual({
      ok: false,
      reason: 'shipToFileFormat',
    });
    expect(checkShipToUploadFiles([{ name: 'a.csv' }, { name: 'b.csv' }])).toEqual({
      ok: false,
      reason: 'shipToMultipleFiles',
    });
    expect(checkShipToUploadFiles([])).toEqual({ ok: false, reason: 'noFile' });
  });

  it('accepts xls, xlsx and csv mail lists', () => {
    for (const name of ['list.xls', 'list.xlsx', 'list.csv']) {
      expect(checkMailListUploadFile({ name })).toEqual({ ok: true });
    }
    expect(checkMailListUploadFile({ name: 'list.txt' })).toEqual({
      ok: false,
      reason: 'mailListFileFormat',
    });
    expect(checkMailListUploadFile({ name: 'csv' })).toEqual({ ok: false, reason: 'mailListFileFormat' });
  });

  it('names reasons that are toasts of the catalogue', () => {
    expect(toasts.shipToFileFormat).toEqual({
      title: 'File format not accepted',
      message: 'Accepted file format is .xlsx and .csv',
    });
    expect(toasts.shipToMultipleFiles.title).toBe('Selected multiple files');
    expect(toasts.mailListFileFormat.message).toBe(
      'File format not accepted. Accepted file formats are .xlsx, .xls & .csv',
    );
  });

  it('matches the extension at the end of the name only', () => {
    expect(hasAcceptedExtension('report.csv.exe', ['.csv'])).toBe(false);
  });
});
