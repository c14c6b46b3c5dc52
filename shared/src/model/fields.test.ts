import { describe, expect, it } from 'vitest';
import {
  addressLine1Field,
  optionalEmail,
  optionalPhone,
  requiredEmail,
  requiredPhone,
  stateCode,
} from './fields';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('address line 1', () => {
  it('accepts 30 characters and warns past 30 with the spec message', () => {
    expect(addressLine1Field().safeParse('x'.repeat(30)).success).toBe(true);
    expect(messagesOf(addressLine1Field().safeParse('x'.repeat(31)))).toEqual([
      'Address Line 1 cannot be more than 30 characters',
    ]);
  });

  it('keeps the 30 rule on a form whose own maximum is 100', () => {
    expect(messagesOf(addressLine1Field(100).safeParse('x'.repeat(31)))).toEqual([
      'Address Line 1 cannot be more than 30 characters',
    ]);
  });

  it('is required', () => {
    expect(messagesOf(addressLine1Field().safeParse('  '))).toEqual(['Required']);
  });
});

describe('phone 3-3-4', () => {
  it.each(['555-555-5555', '206-123-0000'])('accepts %s', (phone) => {
    expect(requiredPhone().safeParse(phone).success).toBe(true);
  });

  it.each(['5555555555', '555-5555-555', '(555) 555-5555', '555-555-555a', '555-555-55555'])(
    'rejects %s',
    (phone) => {
      expect(requiredPhone(15).safeParse(phone).success).toBe(false);
    },
  );

  it('reports only Required when empty', () => {
    expect(messagesOf(requiredPhone().safeParse(''))).toEqual(['Required']);
  });

  it('optional phone accepts empty and absent', () => {
    expect(optionalPhone().safeParse('').success).toBe(true);
    expect(optionalPhone().safeParse(undefined).success).toBe(true);
    expect(optionalPhone().safeParse('555').success).toBe(false);
  });
});

describe('email', () => {
  it('accepts one simple address', () => {
    expect(requiredEmail().safeParse('agent@example.com').success).toBe(true);
  });

  it.each(['agent', 'agent@example', 'a@b.com,c@d.com', 'a@b.com; c@d.com', 'a b@c.com'])(
    'rejects %s',
    (email) => {
      expect(messagesOf(requiredEmail().safeParse(email))).toContain('Please enter a valid email address');
    },
  );

  it('optional email accepts empty', () => {
    expect(optionalEmail().safeParse('').success).toBe(true);
  });
});

describe('state', () => {
  it('is two capital letters', () => {
    expect(stateCode().safeParse('WA').success).toBe(true);
    expect(stateCode().safeParse('wa').success).toBe(false);
    expect(stateCode().safeParse('WAS').success).toBe(false);
    expect(messagesOf(stateCode().safeParse(''))).toEqual(['Required']);
    expect(stateCode(false).safeParse('').success).toBe(true);
  });
});
