import type { MarketingContact } from '@msc/shared/model/contact';
import { describe, expect, it } from 'vitest';
import { filterContacts } from './contact-tab';

const contact = (id: string, firstName: string, lastName: string, city: string, postalCode: string) =>
  ({
    id,
    firstName,
    lastName,
    city,
    postalCode,
    state: 'WA',
    addressLine1: '1 A St',
    countryCode: 'US',
    isFavorite: false,
  }) as MarketingContact;

const book = [
  contact('1', 'Ann', 'Baker', 'Seattle', '98101'),
  contact('2', 'Bo', 'Carter', 'Tacoma', '98402'),
  contact('3', 'Cy', 'Dale', 'Spokane', '99201'),
];

describe('filterContacts', () => {
  it('matches the name, the city or the ZIP, ignoring case and surrounding spaces', () => {
    expect(filterContacts(book, ' ann b ').map((c) => c.id)).toEqual(['1']);
    expect(filterContacts(book, 'TACOMA').map((c) => c.id)).toEqual(['2']);
    expect(filterContacts(book, '992').map((c) => c.id)).toEqual(['3']);
    expect(filterContacts(book, 'zzz')).toEqual([]);
  });

  it('keeps every contact for an empty filter', () => {
    expect(filterContacts(book, '   ')).toHaveLength(3);
  });
});
