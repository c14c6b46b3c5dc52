import { describe, expect, it } from 'vitest';
import { csvFileName, figuresToCsv } from './csv-export';

describe('report data export', () => {
  it('writes one column per figure, money in dollars', () => {
    const csv = figuresToCsv(
      [
        { key: 'month', label: 'Month', format: 'text' },
        { key: 'CrossSell', label: 'CrossSell', format: 'cents' },
        { key: 'orders', label: 'Orders', format: 'count' },
      ],
      [{ month: '2026-11', CrossSell: 123456, orders: 3 }],
    );
    expect(csv).toBe('Month,CrossSell,Orders\r\n2026-11,1234.56,3');
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    const csv = figuresToCsv(
      [
        { key: 'lastName', label: 'Last Name', format: 'text' },
        { key: 'city', label: 'City', format: 'text' },
      ],
      [
        { lastName: '=HYPERLINK("http://evil.example","x")', city: '+Salem' },
        { lastName: '@Adams', city: '-Bend' },
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'Last Name,City',
      `"'=HYPERLINK(""http://evil.example"",""x"")",'+Salem`,
      "'@Adams,'-Bend",
    ]);
  });

  it('names the file after the report and the chart', () => {
    expect(csvFileName('Order Activity', 'mail-drops-by-month')).toBe(
      'order-activity-mail-drops-by-month.csv',
    );
  });
});
