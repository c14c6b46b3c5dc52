import { en, Faker } from '@faker-js/faker';

/** A seeded faker: the same seed gives the same demo data on every machine, so seeding is idempotent. */
export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return faker;
}
