import type { PersonalizationTemplateKind } from '@msc/shared/model/enum-values';
import type { MergeField, MergeFieldBox } from '@msc/shared/rules/merge-preflight';
import type { TemplateValues, WhenLong } from '@msc/shared/rules/merge-text';

/**
 * A product's document template (spec 2 §4 "personalize"): page size, fixed artwork, text boxes
 * bound to the personalization form's fields and to the recipient's merge fields, and an image box. The
 * built-in editor renders a proof from it; an external editor in AWS keeps its own templates.
 *
 * Text boxes hold a pattern: `{agentFirstName}` takes a form field, `{recipient.firstName}` a merge field
 * of the mail contact the proof is rendered for.
 */
export interface TextBox {
  /** Points from the page's bottom-left corner, as PDF measures them. */
  x: number;
  y: number;
  width: number;
  size: number;
  bold?: boolean;
  text: string;
  /** A recipient's merge field: the lines its box holds and what a longer text does (the preflight checks it). */
  merge?: {
    field: MergeField;
    maxLines: number;
    whenLong: WhenLong;
    /** Recipient fields the box must not print without. */
    required: readonly string[];
  };
}

export interface ArtworkBand {
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0-1 RGB. */
  color: readonly [number, number, number];
}

export interface TemplatePage {
  artwork: ArtworkBand[];
  textBoxes: TextBox[];
  /** Where the image from the image library goes (a framed placeholder when none is chosen). */
  imageBox?: { x: number; y: number; width: number; height: number };
  /** The bottom-left corner of the recipient's Intelligent Mail barcode (mailed pieces: letters, postcards). */
  imbBox?: { x: number; y: number };
}

export interface DocumentTemplate {
  /** The document code the editor knows the template by (the product's item number). */
  documentCode: string;
  /** Points. */
  pageSize: readonly [number, number];
  pages: TemplatePage[];
}

/** What a proof is rendered with: the form's fields and one recipient's merge fields. */
export type { TemplateValues };

/** The mail contact a proof shows before recipients are chosen. */
export const SAMPLE_RECIPIENT = {
  firstName: 'Pat',
  lastName: 'Sample',
  addressLine1: '100 Main Street',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
} as const;

/**
 * The recipient's address block: one line each, cut with an ellipsis when longer (the mail house prints
 * no second line); a greeting is never cut (a name cut mid-word reads worse) and runs past its box.
 */
const recipientName = (x: number, y: number, width: number): TextBox => ({
  x,
  y,
  width,
  size: 11,
  text: '{recipient.firstName} {recipient.lastName}',
  merge: { field: 'name', maxLines: 1, whenLong: 'shorten', required: ['lastName'] },
});
const recipientAddressLine = (x: number, y: number, width: number): TextBox => ({
  x,
  y,
  width,
  size: 11,
  text: '{recipient.addressLine1}',
  merge: { field: 'addressLine', maxLines: 1, whenLong: 'shorten', required: ['addressLine1'] },
});
const recipientCityLine = (x: number, y: number, width: number): TextBox => ({
  x,
  y,
  width,
  size: 11,
  text: '{recipient.city}, {recipient.state} {recipient.postalCode}',
  merge: { field: 'cityLine', maxLines: 1, whenLong: 'shorten', required: ['city', 'state', 'postalCode'] },
});
const greeting = (x: number, y: number, width: number, size: number, text: string): TextBox => ({
  x,
  y,
  width,
  size,
  text,
  merge: { field: 'greeting', maxLines: 1, whenLong: 'overflow', required: ['firstName'] },
});

/**
 * Where Publication 28 puts the Intelligent Mail barcode: in the address block, above the recipient line
 * (`y` is the name line's baseline), clear of the line's tallest letters by 4 points (0.055 inch) and
 * left-aligned with it, so that a window envelope shows it with the address.
 */
const imbAboveName = (x: number, y: number) => ({ x, y: y + 12 });

/** A #10 window envelope shows 3.5 inches of the letter's address block. */
const LETTER_WINDOW = 252;

const LETTER = [612, 792] as const;
const POSTCARD = [648, 432] as const;
const EMAIL = [600, 840] as const;

const brand = [0.02, 0.2, 0.45] as const;
const accent = [0.93, 0.55, 0.13] as const;

const signature: TextBox[] = [
  { x: 72, y: 200, width: 300, size: 11, text: 'Sincerely,' },
  { x: 72, y: 170, width: 300, size: 12, bold: true, text: '{agentFirstName} {agentLastName}' },
  { x: 72, y: 154, width: 300, size: 11, text: '{agencyName}' },
  {
    x: 72,
    y: 140,
    width: 300,
    size: 10,
    text: '{addressLine1} {addressLine2}, {city}, {state} {postalCode}',
  },
  { x: 72, y: 126, width: 300, size: 10, text: '{agentPhone} · {agentEmail}' },
  { x: 72, y: 112, width: 300, size: 9, text: 'License {licenseNumber}' },
];

function letterTemplate(documentCode: string, title: string): DocumentTemplate {
  return {
    documentCode,
    pageSize: LETTER,
    pages: [
      {
        artwork: [
          { x: 0, y: 732, width: 612, height: 60, color: brand },
          { x: 0, y: 726, width: 612, height: 6, color: accent },
        ],
        imageBox: { x: 468, y: 600, width: 96, height: 110 },
        imbBox: imbAboveName(72, 680),
        textBoxes: [
          { x: 72, y: 752, width: 468, size: 18, bold: true, text: title },
          recipientName(72, 680, LETTER_WINDOW),
          recipientAddressLine(72, 666, LETTER_WINDOW),
          recipientCityLine(72, 652, LETTER_WINDOW),
          greeting(72, 600, 380, 12, 'Dear {recipient.firstName},'),
          {
            x: 72,
            y: 570,
            width: 468,
            size: 12,
            text:
              'As your local agent, I would like to make sure your coverage keeps up with your life. ' +
              'Call me at {agentPhone} for a free review of your policies - it only takes a few minutes.',
          },
          ...signature,
        ],
      },
      {
        artwork: [{ x: 0, y: 0, width: 612, height: 40, color: brand }],
        textBoxes: [
          { x: 72, y: 700, width: 468, size: 14, bold: true, text: 'Why work with {agencyName}?' },
          {
            x: 72,
            y: 670,
            width: 468,
            size: 11,
            text: 'Local service, one agent for every policy, and answers when you need them.',
          },
          { x: 72, y: 60, width: 468, size: 9, text: '{agencyName} · {city}, {state}' },
        ],
      },
    ],
  };
}

function postcardTemplate(documentCode: string, title: string): DocumentTemplate {
  return {
    documentCode,
    pageSize: POSTCARD,
    pages: [
      {
        artwork: [{ x: 0, y: 0, width: 648, height: 432, color: brand }],
        textBoxes: [
          { x: 36, y: 360, width: 576, size: 26, bold: true, text: title },
          { x: 36, y: 320, width: 420, size: 14, text: 'Talk to {agentFirstName} today.' },
        ],
        imageBox: { x: 480, y: 200, width: 132, height: 150 },
      },
      {
        artwork: [{ x: 324, y: 36, width: 1, height: 360, color: brand }],
        imbBox: imbAboveName(360, 200),
        textBoxes: [
          { x: 36, y: 360, width: 270, size: 12, bold: true, text: '{agentFirstName} {agentLastName}' },
          { x: 36, y: 344, width: 270, size: 10, text: '{agencyName}' },
          { x: 36, y: 330, width: 270, size: 10, text: '{agentPhone}' },
          { x: 36, y: 316, width: 270, size: 10, text: '{agentEmail}' },
          recipientName(360, 200, 250),
          recipientAddressLine(360, 186, 250),
          recipientCityLine(360, 172, 250),
        ],
      },
    ],
  };
}

function emailTemplate(documentCode: string, title: string): DocumentTemplate {
  return {
    documentCode,
    pageSize: EMAIL,
    pages: [
      {
        artwork: [{ x: 0, y: 760, width: 600, height: 80, color: brand }],
        imageBox: { x: 40, y: 560, width: 160, height: 170 },
        textBoxes: [
          { x: 40, y: 790, width: 520, size: 20, bold: true, text: title },
          greeting(220, 700, 340, 12, 'Hi {recipient.firstName},'),
          {
            x: 220,
            y: 676,
            width: 340,
            size: 11,
            text: '{agentFirstName} {agentLastName} of {agencyName} would like to help you review your coverage.',
          },
          ...signature.map((box) => ({ ...box, x: 40, y: box.y + 200 })),
        ],
      },
    ],
  };
}

/** The welcome kit a new client receives: a welcome letter and the agent's contact card. */
function welcomeKitTemplate(documentCode: string, title: string): DocumentTemplate {
  return {
    documentCode,
    pageSize: LETTER,
    pages: [
      {
        artwork: [
          { x: 0, y: 712, width: 612, height: 80, color: brand },
          { x: 0, y: 706, width: 612, height: 6, color: accent },
        ],
        imageBox: { x: 468, y: 560, width: 96, height: 110 },
        textBoxes: [
          { x: 72, y: 752, width: 468, size: 20, bold: true, text: 'Welcome to {agencyName}' },
          { x: 72, y: 726, width: 468, size: 11, text: title },
          { x: 72, y: 640, width: 380, size: 12, text: 'Dear new client,' },
          {
            x: 72,
            y: 610,
            width: 380,
            size: 12,
            text:
              'Thank you for choosing {agencyName}. I am {agentFirstName} {agentLastName}, your local agent, ' +
              'and I am here whenever your coverage needs a second look: a new car, a new home, or a question ' +
              'about a claim.',
          },
          {
            x: 72,
            y: 520,
            width: 468,
            size: 12,
            text: 'Keep this kit handy. Call me at {agentPhone} or write to {agentEmail} at any time.',
          },
          ...signature,
        ],
      },
      {
        artwork: [{ x: 72, y: 500, width: 468, height: 4, color: accent }],
        textBoxes: [
          { x: 72, y: 700, width: 468, size: 16, bold: true, text: 'Your agent' },
          { x: 72, y: 670, width: 468, size: 13, bold: true, text: '{agentFirstName} {agentLastName}' },
          { x: 72, y: 652, width: 468, size: 12, text: '{agencyName}' },
          { x: 72, y: 636, width: 468, size: 11, text: '{addressLine1} {addressLine2}' },
          { x: 72, y: 622, width: 468, size: 11, text: '{city}, {state} {postalCode}' },
          { x: 72, y: 604, width: 468, size: 11, text: '{agentPhone} · {agentEmail}' },
          { x: 72, y: 590, width: 468, size: 9, text: 'License {licenseNumber}' },
          { x: 72, y: 470, width: 468, size: 14, bold: true, text: 'What happens next' },
          {
            x: 72,
            y: 446,
            width: 468,
            size: 11,
            text: 'Your policy documents arrive by mail. Review them and call us with any question.',
          },
          {
            x: 72,
            y: 416,
            width: 468,
            size: 11,
            text: 'We check in before each renewal to make sure your coverage still fits.',
          },
        ],
      },
    ],
  };
}

const TEMPLATES: Record<
  PersonalizationTemplateKind,
  (documentCode: string, title: string) => DocumentTemplate
> = {
  letter: letterTemplate,
  postcard: postcardTemplate,
  email: emailTemplate,
  welcomeKit: welcomeKitTemplate,
};

/** The kind of template a product's format implies (every seeded product has one). */
function kindByFormat(productFormat: string, isEmail?: boolean): PersonalizationTemplateKind {
  const format = productFormat.toLowerCase();
  if (isEmail || format.includes('email')) return 'email';
  if (format.includes('letter')) return 'letter';
  if (format.includes('kit')) return 'welcomeKit';
  return 'postcard';
}

/** The template of a personalizable product: the one the Admin Center chose for it, else by its format. */
export function templateForProduct(product: {
  itemNumber: string;
  name: string;
  productFormat: string;
  isEmail?: boolean;
  personalizationTemplate?: PersonalizationTemplateKind;
}): DocumentTemplate {
  const kind = product.personalizationTemplate ?? kindByFormat(product.productFormat, product.isEmail);
  return TEMPLATES[kind](product.itemNumber, product.name);
}

/** The template's merge-field boxes, as the preflight measures them, each with its page (1-based). */
export function mergeFieldBoxes(template: DocumentTemplate): MergeFieldBox[] {
  return template.pages.flatMap((page, index) =>
    page.textBoxes.flatMap((box) =>
      box.merge
        ? [
            {
              ...box.merge,
              pattern: box.text,
              width: box.width,
              size: box.size,
              bold: box.bold,
              page: index + 1,
            },
          ]
        : [],
    ),
  );
}
