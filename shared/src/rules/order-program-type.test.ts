import { describe, expect, it } from 'vitest';
import { orderProgramType } from './order-program-type';

const letter = ['CrossSell', 'Prospecting', 'Retention', 'WinBack', 'AnnualAuto'];

describe('orderProgramType', () => {
  it('is the win-back program for a letter found through the Win Back page', () => {
    expect(orderProgramType({ searchUrl: '/products?f-product-tatic=win-back', programTypes: letter })).toBe(
      'WinBack',
    );
    expect(orderProgramType({ searchUrl: '/products?programType=Winback', programTypes: letter })).toBe(
      'WinBack',
    );
  });

  it("takes the search's program the product offers, else the product's first program", () => {
    expect(orderProgramType({ searchUrl: '/products?programType=AnnualAuto', programTypes: letter })).toBe(
      'AnnualAuto',
    );
    expect(orderProgramType({ searchUrl: '/products?f-program-type=AnnualAuto', programTypes: letter })).toBe(
      'CrossSell',
    );
    expect(orderProgramType({ searchUrl: '/products?programType=PetInsurance', programTypes: letter })).toBe(
      'CrossSell',
    );
    expect(orderProgramType({ searchUrl: null, programTypes: letter })).toBe('CrossSell');
    expect(orderProgramType({ programTypes: [] })).toBeUndefined();
  });
});
