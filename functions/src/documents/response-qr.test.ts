import { describe, expect, it } from 'vitest';
import { SAMPLE_RECIPIENT, templateForProduct } from './document-template';
import { renderProof } from './render-proof';
import { readProofQrCodes } from './response-qr';

const recipient = {
  ...SAMPLE_RECIPIENT,
  responseUrl: 'portal.example.com/r/AB12CD34EF',
  responseScanUrl: 'https://portal.example.com/r/AB12CD34EF?via=qr',
};
const template = (productFormat: string) =>
  templateForProduct({ itemNumber: 'X-1', name: 'Piece', productFormat });

describe('the response code on a proof', () => {
  it.each(['Letter Templates', 'Postcards'])(
    'a %s proof carries the QR code of the recipient’s URL',
    async (format) => {
      const { bytes } = await renderProof(template(format), {}, recipient);
      expect(await readProofQrCodes(bytes)).toEqual(['https://portal.example.com/r/AB12CD34EF?via=qr']);
    },
  );

  it('is not on a proof without a recipient’s code, nor on an e-mail (it gets the link instead)', async () => {
    expect(
      await readProofQrCodes((await renderProof(template('Letter Templates'), {}, SAMPLE_RECIPIENT)).bytes),
    ).toEqual([]);
    expect(await readProofQrCodes((await renderProof(template('Email'), {}, recipient)).bytes)).toEqual([]);
  });
});
