import { describe, expect, it } from 'vitest';
import { EMPTY_CART_ID, ZIP_RADII } from '../model/enum-values';
import * as constants from './constants';

describe('business constants (spec 1 §9, spec 2 §9)', () => {
  it('holds the spec values', () => {
    expect(constants.CONTACTS_PAGE_SIZE_OPTIONS).toEqual([12, 24, 36, 48, 60]);
    expect(constants.ORDER_HISTORY_PAGE_SIZE_OPTIONS).toEqual([10, 20, 35, 48, 60]);
    expect(constants.ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS).toEqual([25, 50, 100, 200]);
    expect(constants.AGENCY_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(constants.SIGN_IN_REDIRECT_DELAY_MS).toBe(5000);
    expect(constants.FEEDBACK_MODAL_DELAY_MS).toBe(3000);
    expect(constants.UPLOAD_PREVIEW_RECORDS).toBe(20);
    expect(constants.SUB_CODE_STRIP_SIZE).toBe(10);
    expect(constants.LICENSE_NUMBER_MIN_LENGTH).toBe(7);
    expect(constants.ADDRESS_LINE1_MAX_LENGTH).toBe(30);
    expect(ZIP_RADII).toEqual([0, 5, 10, 15, 25]);
    expect(constants.MAILING_COUNTS).toEqual([2, 3, 4]);
    expect(constants.SUBSCRIPTION_PERIODS_MONTHS).toEqual([3, 6]);
    expect(constants.DEFAULT_SUBSCRIPTION_PERIOD_MONTHS).toBe(3);
    expect(constants.EXPIRY_YEAR_CHOICES).toBe(8);
    expect(constants.SMALL_ORDER_THRESHOLD).toBe(25);
    expect(EMPTY_CART_ID).toBe('00000000-0000-0000-0000-000000000000');
    expect(constants.CROSS_SELL_CODES).toEqual(['H', 'A', 'UR', 'SP', 'LPP', 'PI']);
  });

  it('keeps every default page size among its options', () => {
    expect(constants.CONTACTS_PAGE_SIZE_OPTIONS).toContain(constants.CONTACTS_PAGE_SIZE);
    expect(constants.ORDER_HISTORY_PAGE_SIZE_OPTIONS).toContain(constants.ORDER_HISTORY_PAGE_SIZE);
    expect(constants.CARD_GRID_PAGE_SIZE_OPTIONS).toContain(constants.CARD_GRID_PAGE_SIZE);
    expect(constants.ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS).toContain(constants.ORDER_DETAIL_LIST_PAGE_SIZE);
    expect(constants.CUSTOM_DOWNLOADS_PAGE_SIZE_OPTIONS).toContain(constants.CUSTOM_DOWNLOADS_PAGE_SIZE);
    expect(constants.PRODUCT_SEARCH_PAGE_SIZE_OPTIONS).toContain(constants.PRODUCT_SEARCH_PAGE_SIZE);
    expect(constants.CROSS_SELL_LIST_PAGE_SIZE_OPTIONS).toContain(constants.CROSS_SELL_LIST_PAGE_SIZE);
    expect(constants.ANNUAL_AUTO_LIST_PAGE_SIZE_OPTIONS).toContain(constants.ANNUAL_AUTO_LIST_PAGE_SIZE);
  });
});
