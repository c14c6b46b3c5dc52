import { describe, expect, it } from 'vitest';
import { normalizeProgramType, programTypesOfQuery, programTypeTab } from './program-type-tab';

describe('program type → tab', () => {
  it('maps to cross-sell, prospecting and retention', () => {
    expect(programTypeTab('CrossSell')).toBe('cross-sell');
    expect(programTypeTab('CrossSellEmail')).toBe('cross-sell');
    expect(programTypeTab('PetInsurance')).toBe('cross-sell');
    expect(programTypeTab('Prospecting')).toBe('prospecting');
    expect(programTypeTab('DataListUpload')).toBe('prospecting');
    expect(programTypeTab('Retention')).toBe('retention');
    expect(programTypeTab('AnnualAuto')).toBe('retention');
    expect(programTypeTab('AgencyReferral')).toBe('retention');
  });

  it('accepts both Winback and WinBack', () => {
    expect(programTypeTab('Winback')).toBe('retention');
    expect(programTypeTab('WinBack')).toBe('retention');
    expect(normalizeProgramType('Winback')).toBe('WinBack');
    expect(normalizeProgramType('cross-sell')).toBe('CrossSell');
    expect(normalizeProgramType('pet-insurance')).toBe('PetInsurance');
  });

  it('gives undefined for Other and unidentifiable types', () => {
    expect(programTypeTab('Other')).toBeUndefined();
    expect(programTypeTab('Mystery')).toBeUndefined();
    expect(programTypeTab('')).toBeUndefined();
    expect(programTypeTab(undefined)).toBeUndefined();
    expect(normalizeProgramType('Mystery')).toBeUndefined();
  });
});

describe('programTypesOfQuery', () => {
  it('reads a tab as all its program types and a program type as itself', () => {
    expect(programTypesOfQuery('prospecting')).toEqual(['Prospecting', 'DataListUpload']);
    expect(programTypesOfQuery('cross-sell')).toEqual(['CrossSell', 'CrossSellEmail', 'PetInsurance']);
    expect(programTypesOfQuery('Winback')).toEqual(['WinBack']);
  });
  it('does not narrow for an empty or unknown value', () => {
    expect(programTypesOfQuery('')).toBeUndefined();
    expect(programTypesOfQuery('nonsense')).toBeUndefined();
  });
});
