import { describe, expect, it } from 'vitest';
import { canRequestMailingSchedule, defaultDropDetails, selectDropType } from './drop-details';

describe('drop details', () => {
  it('defaults to one mailing, weekly', () => {
    expect(defaultDropDetails()).toEqual({
      dropType: 'ONE',
      frequency: 1,
      numberOfMailings: 1,
      mailingDetails: [],
    });
  });

  it('switching the drop type resets start date, frequency, mailings and schedule', () => {
    expect(selectDropType('MULTIPLE')).toEqual({
      dropType: 'MULTIPLE',
      frequency: 1,
      numberOfMailings: 1,
      mailingDetails: [],
    });
    expect(selectDropType('NONE').frequency).toBe(0);
  });

  it('a one-time drop is ready once a date is picked', () => {
    expect(canRequestMailingSchedule(selectDropType('ONE'))).toBe(false);
    expect(canRequestMailingSchedule({ ...selectDropType('ONE'), startDate: '2024-03-06' })).toBe(true);
  });

  it('multiple drops need frequency, 2-4 mailings and a start date', () => {
    const multiple = { ...selectDropType('MULTIPLE'), startDate: '2024-03-06' };
    expect(canRequestMailingSchedule(multiple)).toBe(false);
    expect(canRequestMailingSchedule({ ...multiple, numberOfMailings: 3 })).toBe(true);
    expect(canRequestMailingSchedule({ ...multiple, numberOfMailings: 3, frequency: 4 })).toBe(true);
    expect(canRequestMailingSchedule({ ...multiple, numberOfMailings: 3, frequency: 0 })).toBe(false);
    expect(canRequestMailingSchedule({ ...multiple, numberOfMailings: 5 as 4 })).toBe(false);
  });
});
