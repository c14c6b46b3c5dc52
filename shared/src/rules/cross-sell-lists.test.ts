import { describe, expect, it } from 'vitest';
import {
  agencyIdLabel,
  enrollCell,
  enrollText,
  isListEnrolled,
  marketingChannel,
  showsStartOrder,
  yesNo,
} from './cross-sell-lists';

describe('cross-sell lists', () => {
  it('offers Enroll only on the automated lists', () => {
    expect(enrollCell('home-to-auto', { isEnrolled: false })).toBe('enroll');
    expect(enrollCell('auto-to-home', { isEnrolled: true })).toBe('enrolled');
    expect(enrollCell('custom-auto', { isEnrolled: false })).toBe('none');
    expect(showsStartOrder('umbrella-to-auto')).toBe(false);
    expect(showsStartOrder('pet')).toBe(true);
  });

  it('passes Enrolled or Not Enrolled to the detail page', () => {
    expect(enrollText(true)).toBe('Enrolled');
    expect(enrollText(false)).toBe('Not Enrolled');
  });

  it('counts a list as enrolled when a row has a mailing date, unless enrollText says otherwise', () => {
    const mailed = [{ mailingDate: null }, { mailingDate: '2024-03-13' }];
    expect(isListEnrolled(mailed)).toBe(true);
    expect(isListEnrolled([{ mailingDate: null }])).toBe(false);
    expect(isListEnrolled(mailed, 'Not Enrolled')).toBe(false);
    expect(isListEnrolled([], 'Enrolled')).toBe(true);
  });

  it('labels the owner master id and sub-code agency ids', () => {
    const ownerMaster = { statId: '1201000', isOwnerMaster: true };
    expect(agencyIdLabel('1201000', ownerMaster)).toBe('Owner Master ID');
    expect(agencyIdLabel('1201001', ownerMaster)).toBe('Sub-Code Agency ID');
    expect(agencyIdLabel('1201000', { ...ownerMaster, isOwnerMaster: false })).toBe('Sub-Code Agency ID');
  });

  it('shows Direct Mail for mailed rows and Y/N for specialty lines', () => {
    expect(marketingChannel({ mailingDate: '2024-03-13' })).toBe('Direct Mail');
    expect(marketingChannel({})).toBe('');
    expect(yesNo(true)).toBe('Y');
    expect(yesNo(undefined)).toBe('N');
  });
});
