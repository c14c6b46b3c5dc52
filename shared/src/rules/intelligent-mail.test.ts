import { describe, expect, it } from 'vitest';
import {
  imbDigits,
  isMailerId,
  routingCodeOf,
  SERVICE_TYPE_IDS,
  serialOf,
  trackingCodeOf,
  trackingFieldsOf,
} from './intelligent-mail';

describe('Intelligent Mail barcode digits', () => {
  it('builds the 20-digit tracking code from barcode id, service type, mailer id and serial', () => {
    const code = trackingCodeOf({
      serviceTypeId: SERVICE_TYPE_IDS.marketing,
      mailerId: '123456',
      serial: '000000042',
    });
    expect(code).toBe('00271123456000000042');
    expect(trackingFieldsOf(code)).toEqual({
      barcodeId: '00',
      serviceTypeId: '271',
      mailerId: '123456',
      serial: '000000042',
    });
    expect(
      trackingFieldsOf(trackingCodeOf({ serviceTypeId: '270', mailerId: '912345678', serial: '000042' })),
    ).toMatchObject({ mailerId: '912345678', serial: '000042' });
  });

  it('refuses fields USPS would refuse', () => {
    expect(() =>
      trackingCodeOf({ barcodeId: '05', serviceTypeId: '271', mailerId: '123456', serial: '000000001' }),
    ).toThrow();
    expect(() => trackingCodeOf({ serviceTypeId: '271', mailerId: '123456', serial: '0001' })).toThrow();
    expect(isMailerId('923456')).toBe(false);
    expect(isMailerId('123456789')).toBe(false);
    expect(isMailerId('912345678')).toBe(true);
  });

  it('wraps serials to the width the mailer id leaves', () => {
    expect(serialOf('123456', 7)).toBe('000000007');
    expect(serialOf('123456', 1_000_000_003)).toBe('000000003');
    expect(serialOf('912345678', 1_000_123)).toBe('000123');
  });

  it('routes by ZIP+4, ZIP or delivery point, and not a foreign postal code', () => {
    expect(routingCodeOf('98101-1234')).toBe('981011234');
    expect(routingCodeOf('98101')).toBe('98101');
    expect(routingCodeOf('98101-1234', '05')).toBe('98101123405');
    expect(routingCodeOf('K1A 0B1')).toBeUndefined();
    expect(imbDigits('00271123456000000042', '981011234')).toHaveLength(29);
  });
});
