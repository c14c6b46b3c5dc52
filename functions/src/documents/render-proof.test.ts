import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RECIPIENT, templateForProduct } from './document-template';
import { proofPreflight } from './proof-preflight';
import { fillPattern, isOnBand, renderProof } from './render-proof';

const form = {
  agencyName: 'Lakeside Insurance Group',
  agentFirstName: 'Dana',
  agentLastName: 'Whitfield',
  agentPhone: '(555) 123-4567',
  agentEmail: 'dana@lakeside.test',
  addressLine1: '12 Harbor Road',
  city: 'Sacramento',
  state: 'CA',
  postalCode: '95814',
  licenseNumber: '0G12345',
};

const textOf = async (bytes: Uint8Array) => {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

describe('fillPattern', () => {
  it('takes form fields and recipient merge fields, and drops empty ones without stray commas', () => {
    expect(fillPattern('{agentFirstName} {agentLastName}', form, {})).toBe('Dana Whitfield');
    expect(fillPattern('Dear {recipient.firstName},', form, SAMPLE_RECIPIENT)).toBe('Dear Pat,');
    expect(fillPattern('{addressLine1} {addressLine2}, {city}', form, {})).toBe('12 Harbor Road, Sacramento');
  });
});

describe('renderProof', () => {
  it('renders a letter proof of two pages with the form and the recipient in its text', async () => {
    const template = templateForProduct({
      itemNumber: 'XS-100',
      name: 'Cross-Sell Auto Letter',
      productFormat: 'Letter Templates',
    });
    const { bytes, totalPages } = await renderProof(template, form, SAMPLE_RECIPIENT);
    expect(totalPages).toBe(2);
    const text = await textOf(bytes);
    expect(text).toContain('Dana Whitfield');
    expect(text).toContain('Lakeside Insurance Group');
    expect(text).toContain('License 0G12345');
    expect(text).toContain('Dear Pat,');
    expect(text).toContain('Cross-Sell Auto Letter');
  });

  it('chooses the template by format: email one page, flyers a two-sided card', () => {
    expect(templateForProduct({ itemNumber: 'E', name: 'E', productFormat: 'Email' }).pages).toHaveLength(1);
    expect(templateForProduct({ itemNumber: 'F', name: 'F', productFormat: 'Flyers' }).pageSize).toEqual([
      648, 432,
    ]);
  });

  it('uses the template the Admin Center chose over the one the format implies', () => {
    const letter = { itemNumber: 'L', name: 'L', productFormat: 'Letter Templates' };
    expect(templateForProduct(letter).pageSize).toEqual([612, 792]);
    expect(templateForProduct({ ...letter, personalizationTemplate: 'postcard' }).pageSize).toEqual([
      648, 432,
    ]);
    expect(templateForProduct({ ...letter, personalizationTemplate: 'email' }).pages).toHaveLength(1);
    const kit = templateForProduct({ ...letter, personalizationTemplate: 'welcomeKit' });
    expect(kit.pages[0]?.textBoxes[0]?.text).toBe('Welcome to {agencyName}');
    expect(
      templateForProduct({
        itemNumber: 'E',
        name: 'E',
        productFormat: 'Email',
        personalizationTemplate: 'letter',
      }).pages,
    ).toHaveLength(2);
  });

  it('replaces characters the standard fonts cannot encode instead of failing', async () => {
    const template = templateForProduct({ itemNumber: 'E', name: 'E', productFormat: 'Email' });
    const { bytes } = await renderProof(
      template,
      { ...form, agencyName: 'Lakeside 🏠 Group' },
      SAMPLE_RECIPIENT,
    );
    expect(await textOf(bytes)).toContain('Lakeside ? Group');
  });
});

describe('text on artwork', () => {
  it('is white on a dark band, dark beside a postcard’s divider rule (its back’s address block)', () => {
    const postcard = templateForProduct({
      itemNumber: 'P-1',
      name: 'Auto Postcard',
      productFormat: 'Postcards',
    });
    const [front, back] = postcard.pages;
    expect(isOnBand(front!.textBoxes[0]!, front!.artwork[0]!)).toBe(true);
    for (const box of back!.textBoxes) expect(back!.artwork.some((band) => isOnBand(box, band))).toBe(false);
  });
});

describe('merge fields held to their boxes', () => {
  const letter = templateForProduct({
    itemNumber: 'XS-100',
    name: 'Cross-Sell Auto Letter',
    productFormat: 'Letter Templates',
  });
  const longest = {
    ...SAMPLE_RECIPIENT,
    firstName: 'Christopher Alexander',
    lastName: 'Montgomery-Featherstonehaugh',
  };

  it('prints a name too long for the address window shortened exactly as the preflight says', async () => {
    const preflight = await proofPreflight(letter, [{ key: 'P1', values: longest }], form);
    const names = preflight.issues.find((issue) => issue.field === 'name');
    expect(names?.kind).toBe('shortened');
    const printed = names!.example.printed[0]!;
    expect(printed.endsWith('\u2026')).toBe(true);
    const text = await textOf((await renderProof(letter, form, longest)).bytes);
    expect(text).toContain(printed);
    expect(text).not.toContain('Christopher Alexander Montgomery-Featherstonehaugh');
    // The greeting is never cut: the first name prints in full.
    expect(text).toContain('Dear Christopher Alexander,');
  });

  it('finds nothing to flag in the sample recipient', async () => {
    const preflight = await proofPreflight(letter, [{ key: 'S', values: SAMPLE_RECIPIENT }], form);
    expect(preflight.issues).toEqual([]);
    expect(preflight.worstCases.map((worst) => worst.status)).toEqual(['fits', 'fits', 'fits', 'fits']);
  });
});
