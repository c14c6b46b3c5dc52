import * as z from 'zod';
import { validation } from '../messages';
import { Id, IsoDate, IsoDateTime, requiredText } from './fields';
import { RecordValidationError } from './ship-to';

/** A recipient of a mail list or order (spec 2 §3 "Mail contact"). Policy fields come with policyholders. */
export const MailContact = z.object({
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  addressLine1: z.string().max(100),
  addressLine2: z.string().max(100).optional(),
  city: z.string().max(100),
  state: z.string().max(50),
  postalCode: z.string().max(20),
  policyNumber: z.string().max(50).optional(),
  policyType: z.string().max(50).optional(),
  renewalDate: IsoDate.optional(),
  motorCycle: z.boolean().optional(),
  rv: z.boolean().optional(),
  waterCraft: z.boolean().optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(30).optional(),
  externalId: z.string().max(100).optional(),
  cancelDate: IsoDate.optional(),
  customerSinceDate: IsoDate.optional(),
  mailListContactId: z.string().max(100).optional(),
  orderStateId: z.string().max(100).optional(),
});
export type MailContact = z.infer<typeof MailContact>;

/** The contact fields the agency-lists page shows (spec 1 §3 "Mail list" contacts). */
export const MailListContact = MailContact.pick({
  firstName: true,
  lastName: true,
  addressLine1: true,
  addressLine2: true,
  city: true,
  state: true,
  postalCode: true,
  mailListContactId: true,
});
export type MailListContact = z.infer<typeof MailListContact>;

/** A row of the uploaded-lists search (no contacts). */
export const MailListRow = z.object({
  mailListId: Id,
  name: z.string(),
  mailListContactsCount: z.number().int().nonnegative(),
  created: IsoDateTime,
});
export type MailListRow = z.infer<typeof MailListRow>;

/**
 * A mail list with its contacts (spec 2 §3 "Mail list"; spec 1 calls the same list `contacts`, the
 * contacts call answers `mailListModel.mailContacts`, so the field is `mailContacts`).
 */
export const MailList = MailListRow.extend({
  mailContacts: z.array(MailContact),
});
export type MailList = z.infer<typeof MailList>;

/** Create a mail list from the accepted records: name required, at least one record (spec 2 §5). */
export const CreateMailList = z.object({
  name: requiredText(100),
  mailContacts: z.array(MailContact).min(1, validation.atLeastOneRecord),
});
export type CreateMailList = z.infer<typeof CreateMailList>;

/**
 * A new list from a mail-list upload (spec 2 §4 "New: upload file and name … create mail list"): the name
 * (required, spec 2 §5) and the upload whose accepted records it takes.
 */
export const CreateMailListFromUpload = z.object({
  name: requiredText(100),
  uploadId: Id,
});
export type CreateMailListFromUpload = z.infer<typeof CreateMailListFromUpload>;

/** A record of an uploaded mail list that failed validation. */
export const FailedMailContact = z.object({
  address: MailContact.partial(),
  validationErrors: z.array(RecordValidationError),
});
export type FailedMailContact = z.infer<typeof FailedMailContact>;

/** Result of a mail-list file upload (spec 2 §3 "Upload result"). */
export const UploadResult = z.object({
  totalCount: z.number().int().nonnegative(),
  passedAddresses: z.array(MailContact),
  failedAddresses: z.array(FailedMailContact),
});
export type UploadResult = z.infer<typeof UploadResult>;

/** Mail-list uploads: xls, xlsx, csv (spec 2 §5). */
export { MAIL_LIST_UPLOAD_EXTENSIONS } from '../rules/constants';

/** Template columns of a mail-list upload (spec 2 §5). */
export const MAIL_LIST_TEMPLATE_COLUMNS = [
  'First Name',
  'Last Name',
  'Address 1',
  'Address 2',
  'City',
  'State',
  'Zip',
  'Phone',
  'Email',
] as const;

/** Mail-list flow states (spec 2 §4). */
export const MailListFlowState = z.enum(['UPLOAD', 'PREVIEW', 'SELECT', 'SUMMARY']);
export type MailListFlowState = z.infer<typeof MailListFlowState>;
