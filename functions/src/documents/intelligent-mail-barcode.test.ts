import { routingCodeOf, trackingCodeOf } from '@msc/shared/rules/intelligent-mail';
import { describe, expect, it } from 'vitest';
import { barLetters, decodeImb } from '../test/imb-decoder';
import { rectanglesOf } from '../test/pdf-rectangles';
import { templateForProduct } from './document-template';
import { IMB_HEIGHT, imbBars } from './intelligent-mail-barcode';
import { renderProof } from './render-proof';

describe('the Intelligent Mail barcode of a piece', () => {
  it('reads USPS’s own encoder’s bars back (PostalPro encoder: 23 270 592831 482031240, ZIP 96713-0248-17)', () => {
    expect(decodeImb('DDADATADTAATDTTTDFDTTFTFFADTFTDFTATAAFTTFATDAATATDATATFADAADDTFDT')).toEqual({
      trackingCode: '23270592831482031240',
      routingCode: '96713024817',
    });
  });

  it.each([
    ['a ZIP+4', '98101-1234', '981011234'],
    ['a ZIP', '62701', '62701'],
  ])('decodes the bars drawn back to the tracking code and the routing ZIP (%s)', async (_, zip, routing) => {
    const trackingCode = trackingCodeOf({ serviceTypeId: '271', mailerId: '123456', serial: '000004242' });
    const bars = await imbBars(trackingCode, routingCodeOf(zip)!);
    expect(bars).toHaveLength(65);
    expect(decodeImb(barLetters(bars))).toEqual({ trackingCode, routingCode: routing });
  });

  it('fails to decode a misprinted bar (the frame check sequence disagrees)', async () => {
    const trackingCode = trackingCodeOf({ serviceTypeId: '270', mailerId: '912345678', serial: '000042' });
    const letters = barLetters(await imbBars(trackingCode, '981011234'));
    const misprinted = `${letters.slice(0, 30)}${letters[30] === 'T' ? 'F' : 'T'}${letters.slice(31)}`;
    expect(() => decodeImb(misprinted)).toThrow();
  });

  it('draws USPS’s sizes: 65 bars about 3 inches long, a full bar 0.16 inch', async () => {
    const bars = await imbBars('00271123456000000001', '62701');
    const last = bars.at(-1)!;
    expect((last.x + last.width) / 72).toBeGreaterThan(2.667);
    expect((last.x + last.width) / 72).toBeLessThan(3.225);
    expect(Math.max(...bars.map((bar) => bar.y + bar.height))).toBeCloseTo(IMB_HEIGHT);
  });
});

describe('the barcode on the proof of a letter and a postcard', () => {
  const imb = { trackingCode: '00271123456000004242', routingCode: '981011234' };
  const recipient = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    addressLine1: '1 Main St',
    city: 'Seattle',
    state: 'WA',
    postalCode: '98101-1234',
  };

  it.each([
    ['Letter Templates', 0, { x: 72, nameLine: 680, blockWidth: 252 }],
    ['Postcards', 1, { x: 360, nameLine: 200, blockWidth: 250 }],
  ])(
    '%s: prints the piece’s IMb above the recipient line, decoding to its tracking code and ZIP+4',
    async (format, pageIndex, block) => {
      const template = templateForProduct({
        itemNumber: 'IMB-1',
        name: 'Mailed piece',
        productFormat: format,
      });
      const { bytes } = await renderProof(template, {}, recipient, undefined, imb);
      const bars = (await rectanglesOf(bytes, pageIndex)).filter(
        (rectangle) =>
          rectangle.width < 2 && rectangle.y >= block.nameLine && rectangle.y < block.nameLine + 30,
      );
      expect(bars).toHaveLength(65);
      expect(decodeImb(barLetters(bars))).toEqual(imb);
      expect(Math.min(...bars.map((bar) => bar.x))).toBeCloseTo(block.x);
      const right = Math.max(...bars.map((bar) => bar.x + bar.width));
      expect(right).toBeLessThan(block.x + block.blockWidth);
      // Clear of the name line's letters (11-point Helvetica rises about 8 points above its baseline).
      expect(Math.min(...bars.map((bar) => bar.y))).toBeGreaterThanOrEqual(block.nameLine + 11);
    },
  );

  it('shows a sample routed to the recipient’s ZIP before the piece is mailed', async () => {
    const template = templateForProduct({
      itemNumber: 'IMB-2',
      name: 'Letter',
      productFormat: 'Letter Templates',
    });
    const { bytes } = await renderProof(template, {}, recipient);
    const bars = (await rectanglesOf(bytes, 0)).filter((rectangle) => rectangle.width < 2);
    expect(decodeImb(barLetters(bars)).routingCode).toBe('981011234');
  });
});
