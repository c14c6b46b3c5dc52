import { apiErrors } from '@msc/shared/messages';
import { DropFrequency, DropType } from '@msc/shared/model/enums';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import { emailSendDate } from '@msc/shared/rules/email-send-date';
import { describe, expect, it } from 'vitest';
import { scheduleDrops } from './schedule-drops';

const now = new Date('2026-11-23T15:00:00Z');
const startDate = firstAvailableDropDate(now);
const multiple = {
  dropType: DropType.MULTIPLE,
  frequency: DropFrequency.BiWeekly,
  numberOfMailings: 3,
  startDate,
  mailingDetails: [],
};

describe('scheduleDrops (step 3 on the server)', () => {
  it('splits 30 recipients over 3 bi-weekly drops at the product price', () => {
    const details = scheduleDrops(multiple, { targetCount: 30, unitPrice: 58, productDataType: 1, now });
    expect(details.mailingDetails.map((row) => [row.quantity, row.price])).toEqual([
      [10, 580],
      [10, 580],
      [10, 580],
    ]);
    expect(details.mailingDetails[0]!.mailDate).toBe(startDate);
  });

  it("stores an e-mail-only piece's send dates, a week after each chosen date, keeping the start date", () => {
    const details = scheduleDrops(multiple, {
      targetCount: 30,
      unitPrice: 58,
      productDataType: 1,
      now,
      emailOnly: true,
    });
    expect(details.startDate).toBe(startDate);
    expect(details.mailingDetails.map((row) => row.mailDate)).toEqual(
      scheduleDrops(multiple, { targetCount: 30, unitPrice: 58, productDataType: 1, now }).mailingDetails.map(
        (row) => emailSendDate(row.mailDate, { kind: 'email-only' }),
      ),
    );
  });

  it('forces 25 or fewer recipients to one drop', () => {
    const details = scheduleDrops(multiple, { targetCount: 25, unitPrice: 58, productDataType: 1, now });
    expect(details).toMatchObject({ dropType: DropType.ONE, numberOfMailings: 1 });
    expect(details.mailingDetails).toHaveLength(1);
  });

  it('refuses multiple drops for a product without the policyholder data type', () => {
    expect(() =>
      scheduleDrops(multiple, { targetCount: 30, unitPrice: 58, productDataType: undefined, now }),
    ).toThrow(apiErrors.multipleDropsNotOffered);
  });

  it('refuses a start date outside the window, and leaves the schedule empty without a date', () => {
    expect(() =>
      scheduleDrops(
        { ...multiple, startDate: '2026-11-24' },
        { targetCount: 30, unitPrice: 58, productDataType: 1, now },
      ),
    ).toThrow(apiErrors.dropDateOutsideWindow);
    const { startDate: _omitted, ...undated } = multiple;
    expect(
      scheduleDrops(undated, { targetCount: 30, unitPrice: 58, productDataType: 1, now }).mailingDetails,
    ).toEqual([]);
  });
});
