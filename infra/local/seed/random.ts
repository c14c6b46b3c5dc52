import { en, Faker } from '@faker-js/faker';

/** The base seed of every generator (seed v1's). */
export const BASE_SEED = 20261122;

/** A seeded faker: the same seed gives the same demo data on every machine, so seeding is idempotent. */
export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return faker;
}

/** FNV-1a: a stable 32-bit number for a text. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A faker of its own for each generator (and each agency, user…): adding a draw to one generator never
 * shifts the data of another, so ids stay put when one part of the demo data changes.
 */
export function fakerFor(name: string): Faker {
  return seededFaker((BASE_SEED ^ hashText(name)) >>> 0);
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a date (UTC). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** The first day of the month `months` away from `date` (UTC), as a Date at noon. */
export function monthStart(date: Date, months = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, 12));
}

/** Digits only, first digit 2-9: a plausible US phone number. */
export const phoneDigits = (faker: Faker): string =>
  `${faker.number.int({ min: 2, max: 9 })}${faker.string.numeric(9)}`;
