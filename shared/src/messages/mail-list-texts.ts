import { formatCount } from '../rules/formatting';

/**
 * The agent's own mail lists and the retention-side programs' steps: the data-list step, the
 * prepare-mail-list help, the retention recipient lists and the annual-auto sub-code pages. Apart from
 * campaign-texts.ts only to keep each file readable.
 */

const plural = (count: number | string, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * Step 2 of a data-list piece (spec 2 §2 DataListUpload, §4 mail-list states): the mail-list option, upload
 * and name, summary, list pick, preview and record selection. The spec names the states and actions; the
 * wordings are ours (the failure and wrong-format toasts, the empty list text are the spec's, in `toasts`
 * and `emptyStates`).
 */
export const dataListTexts = {
  optionLegend: 'Which mail list would you like to use?',
  uploadNew: 'Upload a new list',
  useExisting: 'Use a previously uploaded list',
  listName: 'Mail list name',
  nameFirst: 'Enter a name for your list, then choose its file.',
  templatesHeading: 'List templates',
  csvTemplate: 'Mail list template (.csv)',
  xlsxTemplate: 'Mail list template (.xlsx)',
  templateNote:
    'Keep the template’s column titles: First Name, Last Name, Address 1, Address 2, City, State, Zip, Phone, Email. Only the first worksheet of an Excel file is read.',
  prepareHelp: 'How to prepare your mail list',
  proceed: 'Proceed with successful records',
  cancel: 'Cancel and upload again',
  proceedNote: (count: number | string = 0) =>
    `Your new list will hold the ${plural(count, 'successful record', 'successful records')} only.`,
  listsCaption: 'Your uploaded lists',
  use: 'Use',
  chooseList: (name = '') => `Use ${name}`,
  previewHeading: 'Preview',
  previewNote: 'The first 20 records of the list.',
  selectRecords: 'Select Records',
  recordsCaption: 'Records of the list',
  selectRecord: (name = '') => `Select ${name}`,
  selectedCount: (selected = '0', total = '0') => `${selected} of ${total} records selected`,
  changeList: 'Choose another list',
  columns: {
    select: 'Select',
    name: 'Name',
    address: 'Address',
    email: 'Email',
  },
  suppressedTitle: 'Opted-out records removed',
  /** How many picked records the opt-out (suppression) list kept out of the mailing. */
  suppressed: (count: number | string = 0) =>
    `${plural(count, 'record', 'records')} on the opt-out list ${count === 1 ? 'was' : 'were'} removed and will not be mailed.`,
} as const;

/** /personalization/prepare-mail-list (spec 2 §2): file-format guides (xlsx, xls, csv), print, FAQs. Ours. */
export const prepareMailListTexts = {
  title: 'Prepare Your Mail List',
  intro:
    'Upload your own list as an Excel (.xlsx, .xls) or CSV (.csv) file. Start from a template so the column titles match, one person per row.',
  print: 'Print for reference',
  columnsHeading: 'Columns',
  columnsNote:
    'Required: First Name, Last Name, Address 1, City, State, Zip. Optional: Address 2, Phone, Email.',
  formatsHeading: 'File formats',
  xlsxHeading: 'Excel workbook (.xlsx)',
  xlsx: 'Put the column titles in the first row of the first worksheet; other worksheets are not read. Format the Zip and Phone columns as text so leading zeros stay.',
  xlsHeading: 'Excel 97-2003 workbook (.xls)',
  xls: 'The same layout as .xlsx. Only the first worksheet is read.',
  csvHeading: 'Comma-separated values (.csv)',
  csv: 'Save as “CSV UTF-8 (Comma delimited)”. Put a value with a comma in double quotes.',
  exampleHeading: 'Example',
  faqHeading: 'Frequently asked questions',
  faqs: [
    {
      question: 'What happens to records with errors?',
      answer:
        'The upload summary counts them. You can proceed with only the successful records, or cancel, correct the file and upload it again.',
    },
    {
      question: 'Why are some people not mailed?',
      answer: 'People who opted out of our mail are removed from every list before it is mailed.',
    },
    {
      question: 'Where do my lists go?',
      answer: 'Each uploaded list is saved in My Account - My Agency Lists, where you can view or delete it.',
    },
    {
      question: 'Can I put first and last names in one column?',
      answer: 'No. Put first and last names in separate columns.',
    },
  ],
} as const;

/**
 * Step 2 and the win-back mail schedule of the retention-side programs (spec 2 §2 "AnnualAuto,
 * Winback, AgencyReferral, PetInsurance: variants exist (layout not shown)", §4, §9): our own wording.
 */
export const retentionRecipientTexts = {
  lists: {
    'win-back':
      'Your Win Back list: former auto customers whose policy ended 30 days to 3 years ago (updated monthly).',
    'annual-auto':
      'Your Annual Auto list: customers with a 6-month auto policy recommended for an annual term. The letter mails 60 to 90 days before each renewal.',
    pet: 'Your pet insurance list: policyholders who may want to cover their pets. Pet emails are processed and deployed weekly.',
    referral: 'Your policyholders: ask your happy customers to refer their friends and family.',
  },
  suppressed: (count: number | string = 0) =>
    `Removed from this list because they opted out of mailings: ${count}.`,
  winBackSchedule: {
    title: 'Your Win Back mail schedule',
    explanation:
      'Win Back letters are mailed once, on the 13th of the month (the next business day when the 13th falls on a weekend). You do not pick a drop date.',
    mailDate: (date = '') => `Your letters will be mailed on ${date}.`,
    recipients: (count: number | string = 0) => `Recipients: ${count}`,
  },
  /** The annual-auto review: the drops timed by renewal (spec 2 §9 "mailed 60-90 days before renewal"). */
  annualAutoSchedule: {
    title: 'Mail dates: each letter mails 60 to 90 days before the customer’s renewal',
    leftOut: (passed: number, notYet: number) =>
      `Not mailed: ${passed} whose renewal is too close for a letter 60 days ahead, ${notYet} whose renewal is too far ahead to schedule now.`,
  },
} as const;

/** The annual-auto sub-code pages (spec 2 §2 "Annual auto pages"): our own wording. */
export const annualAutoOrderingTexts = {
  titles: {
    expressOrdering: 'Express Ordering',
    selectChannel: 'Select Channel',
    selectSubCodes: 'Select Sub Codes',
    samePersonalization: 'Same Personalization',
    personalizationSubCodes: 'Personalize Sub Codes',
  },
  expressQuestion: 'Would you like to order the Annual Auto letter for your sub codes with express ordering?',
  expressHint:
    'Express ordering: choose the sub codes whose Annual Auto customers get the letter. Otherwise the letter goes to the Annual Auto customers of every sub code.',
  subCodesIntro: 'Choose the sub codes whose Annual Auto customers get the letter.',
  subCodesCaption: 'Sub codes',
  selectAll: 'Select all',
  clearAll: 'Clear all',
  noSubCodes: 'This agency has no sub codes to choose.',
  policyholders: (count: number | string = 0) => `${count} policyholders`,
  chosenCount: (count: number | string = 0) => `${count} selected`,
  sameQuestion: 'Would you like to apply the same personalization to every selected sub code?',
  personalizeSame: 'One personalized letter goes to the Annual Auto customers of all the selected sub codes.',
  personalizeEach: 'Personalize a letter for each sub code in turn.',
  personalize: 'Personalize',
  personalizeFor: (name = '') => `Personalize for ${name}`,
  orderLetters: 'Order Annual Auto letters',
} as const;
