import { mailListUploadSchema } from '@msc/shared/model/upload-record-schema';

/** The columns an uploaded mail-list record shows in the preview: the template's, less Address 2. */
export const MAIL_LIST_SHOWN_COLUMNS = mailListUploadSchema.columns.filter(
  (column) => column.field !== 'addressLine2',
);

/** The templates to download (the SPA's public files), with the mail-list header row. */
export const MAIL_LIST_TEMPLATES = {
  csv: '/templates/mail-list-template.csv',
  xlsx: '/templates/mail-list-template.xlsx',
} as const;
