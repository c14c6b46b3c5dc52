import type { Faker } from '@faker-js/faker';
import zipcodes, { type ZipCodeInfo } from 'zipcodes';

/** Real US places from the `zipcodes` package: city, state and ZIP always belong together. */
export type Place = Pick<ZipCodeInfo, 'zip' | 'city' | 'state' | 'latitude' | 'longitude'>;

const byState = new Map<string, Place[]>();
const nearby = new Map<string, Place[]>();

/** Every US ZIP of a state, sorted by ZIP (a stable order for seeded picks). */
export function placesOf(state: string): Place[] {
  let places = byState.get(state);
  if (!places) {
    places = zipcodes
      .lookupByState(state)
      .filter((place) => place.country === 'US' && place.city)
      .sort((a, b) => a.zip.localeCompare(b.zip));
    byState.set(state, places);
  }
  return places;
}

export function randomPlace(faker: Faker, state: string): Place {
  return faker.helpers.arrayElement(placesOf(state));
}

/** ZIPs within `miles` of a ZIP, in the same state: where an agency's customers live. */
export function placesNear(zip: string, miles = 25): Place[] {
  const key = `${zip}:${miles}`;
  let places = nearby.get(key);
  if (!places) {
    const center = zipcodes.lookup(zip);
    places = zipcodes
      .radius(zip, miles)
      .map((near) => zipcodes.lookup(near))
      .filter((place): place is ZipCodeInfo => !!place && place.state === center?.state)
      .sort((a, b) => a.zip.localeCompare(b.zip));
    if (places.length === 0 && center) places = [center];
    nearby.set(key, places);
  }
  return places;
}

/** Every US ZIP (the reference data), sorted. */
export function allUsPlaces(): Place[] {
  return Object.values(zipcodes.codes)
    .filter((place) => place.country === 'US')
    .sort((a, b) => a.zip.localeCompare(b.zip));
}
