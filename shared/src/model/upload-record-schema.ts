import * as z from 'zod';
import { validation } from '../messages';
import { formatPhone, upperCased } from '../rules/formatting';
import { PHONE_PATTERN, ZIP_PATTERN } from './field-patterns';
import {
  addressLine1Field,
  emptyOr,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  stateCode,
} from './fields';
import { MAIL_LIST_TEMPLATE_COLUMNS } from './mail-list';
import { ShipToAddressForm } from './ship-to';
import type { UploadKind } from './upload';

/** One column of an uploaded list: its header as the template spells it, and the field it fills. */
export interface UploadColumn {
  header: string;
  field: string;
  /** A header row without this column refuses the whole file. */
  required: boolean;
  /** How the cell's (trimmed) text is tidied before validation: on its own, never from other cells. */
  tidy?: (value: string) => string;
}

/**
 * What the pipeline needs to know about one kind of list: its columns, how a cell's text is tidied, and
 * the rule every record must pass (the same zod schema the SPA's edit form uses). Mail lists add a schema.
 */
export interface UploadRecordSchema {
  kind: UploadKind;
  columns: readonly UploadColumn[];
  /**
   * Tidies a record before validation (upper-case codes, formatted phone), column by column (`tidy`). It
   * changes `values` in place: the pipeline calls it once per record on an object of its own.
   */
  normalize: (values: Record<string, string>) => Record<string, string>;
  rule: z.ZodType;
}

/** A record's tidying, from its columns' own. */
function tidyColumns(columns: readonly UploadColumn[]): UploadRecordSchema['normalize'] {
  const tidied = columns.filter((column) => column.tidy);
  return (values) => {
    for (const { field, tidy } of tidied) values[field] = tidy!(values[field] ?? '');
    return values;
  };
}

/** The phone helper's 3-3-4 format when the cell holds ten digits in any layout; else as typed. */
function tidyPhone(phone: string): string {
  if (!phone || PHONE_PATTERN.test(phone)) return phone;
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? formatPhone(digits) : phone;
}

const DEFAULT_COUNTRY = 'US';

/** Ship-to list columns; errors are keyed by these headers (spec 1 §5). */
const SHIP_TO_COLUMNS: readonly UploadColumn[] = [
  { header: 'Addressee', field: 'addressee', required: true },
  { header: 'CompanyName', field: 'companyName', required: false },
  { header: 'AddressLine1', field: 'addressLine1', required: true },
  { header: 'AddressLine2', field: 'addressLine2', required: false },
  { header: 'City', field: 'city', required: true },
  { header: 'State', field: 'state', required: true, tidy: upperCased },
  { header: 'PostalCode', field: 'postalCode', required: true },
  {
    header: 'Country Code',
    field: 'countryCode',
    required: false,
    tidy: (value) => upperCased(value || DEFAULT_COUNTRY),
  },
  { header: 'ShipToPhoneNumber', field: 'shipToPhoneNumber', required: false, tidy: tidyPhone },
  { header: 'ShipToEmail', field: 'shipToEmail', required: false },
];

export const shipToUploadSchema: UploadRecordSchema = {
  kind: 'shipToList',
  columns: SHIP_TO_COLUMNS,
  normalize: tidyColumns(SHIP_TO_COLUMNS),
  // The checkout's custom-address rule: address line 1 at most 30, the spec's warning (spec 1 §5).
  rule: ShipToAddressForm.pick({
    addressee: true,
    companyName: true,
    addressLine1: true,
    addressLine2: true,
    city: true,
    state: true,
    postalCode: true,
    countryCode: true,
    shipToPhoneNumber: true,
    shipToEmail: true,
  }),
};

const [FIRST_NAME, LAST_NAME, ADDRESS_1, ADDRESS_2, CITY, STATE, ZIP, PHONE, EMAIL] =
  MAIL_LIST_TEMPLATE_COLUMNS;

/** Mail-list columns (spec 2 §5 template: names in separate fields); errors are keyed by these headers. */
const MAIL_LIST_COLUMNS: readonly UploadColumn[] = [
  { header: FIRST_NAME, field: 'firstName', required: true },
  { header: LAST_NAME, field: 'lastName', required: true },
  { header: ADDRESS_1, field: 'addressLine1', required: true },
  { header: ADDRESS_2, field: 'addressLine2', required: false },
  { header: CITY, field: 'city', required: true },
  { header: STATE, field: 'state', required: true, tidy: upperCased },
  // Spreadsheets drop a ZIP's leading zero (02134 → 2134): four digits get it back.
  {
    header: ZIP,
    field: 'postalCode',
    required: true,
    tidy: (zip) => (/^\d{4}$/.test(zip) ? `0${zip}` : zip),
  },
  { header: PHONE, field: 'phone', required: false, tidy: tidyPhone },
  { header: EMAIL, field: 'email', required: false },
];

/**
 * A mail-list record (spec 2 §3 "Mail contact", §5): the names, a whole US address (address line 1 at most
 * 30, the portal's address rule; a five- or nine-digit ZIP), and an optional phone and email.
 */
export const mailListUploadSchema: UploadRecordSchema = {
  kind: 'mailList',
  columns: MAIL_LIST_COLUMNS,
  normalize: tidyColumns(MAIL_LIST_COLUMNS),
  rule: z.object({
    firstName: requiredText(50),
    lastName: requiredText(50),
    addressLine1: addressLine1Field(),
    addressLine2: optionalText(100),
    city: requiredText(50),
    state: stateCode(),
    postalCode: requiredText(10).refine(emptyOr(ZIP_PATTERN), validation.invalidZip),
    phone: optionalPhone(),
    email: optionalEmail(100),
  }),
};

export const UPLOAD_RECORD_SCHEMAS: Readonly<Record<UploadKind, UploadRecordSchema>> = {
  shipToList: shipToUploadSchema,
  mailList: mailListUploadSchema,
};
