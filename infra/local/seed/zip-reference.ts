import type { OptOutEntity } from '@msc/functions/data/entities/opt-out';
import {
  cellOf,
  type ZipCodeAreaEntity,
  type ZipCodeCellEntity,
  type ZipEntry,
  zipPrefix,
} from '@msc/functions/data/entities/zip-code';
import { prospectAddress } from '@msc/functions/data/prospect-universe';
import { suppressionKey } from '@msc/functions/data/suppression-key';
import type { CreateEntityItem } from 'electrodb';
import { allUsPlaces } from './places';
import { hashText } from './random';

export type ZipAreaSeed = CreateEntityItem<typeof ZipCodeAreaEntity>;
export type ZipCellSeed = CreateEntityItem<typeof ZipCodeCellEntity>;

/** Every US ZIP of the `zipcodes` package, with a stable made-up count of prospect households. */
export function zipEntries(): ZipEntry[] {
  return allUsPlaces().map((place) => {
    const hash = hashText(place.zip);
    const households = 400 + (hash % 14_000);
    return {
      zip: place.zip,
      city: place.city,
      state: place.state,
      latitude: place.latitude,
      longitude: place.longitude,
      households,
      householdsWithPhone: Math.round(households * (0.45 + ((hash >>> 16) % 30) / 100)),
    };
  });
}

/** ZIPs whose prospect counts show the suppression list at work (the demo agencies' Springfield, Austin). */
const DO_NOT_MAIL_ZIPS = ['62701', '62702', '62703', '62704', '78701'];

/**
 * Do-not-mail addresses on the suppression list: a few prospect households of the ZIPs above (the first
 * three have a phone number in every seeded ZIP), filed under their ZIP so prospect counts leave them out.
 */
function planDoNotMail(entries: readonly ZipEntry[]): Array<CreateEntityItem<typeof OptOutEntity>> {
  return entries
    .filter((entry) => DO_NOT_MAIL_ZIPS.includes(entry.zip))
    .flatMap((entry) =>
      [0, 1, 2, entry.households - 1].map((household) => ({
        suppressionKey: suppressionKey(prospectAddress(entry, household)),
        source: 'do-not-mail',
        zip: entry.zip,
        zip3: entry.zip.slice(0, 3),
      })),
    );
}

function groupBy<K>(entries: readonly ZipEntry[], key: (entry: ZipEntry) => K): Map<K, ZipEntry[]> {
  const groups = new Map<K, ZipEntry[]>();
  for (const entry of entries) {
    const group = groups.get(key(entry));
    if (group) group.push(entry);
    else groups.set(key(entry), [entry]);
  }
  return groups;
}

/** The ZIP reference in its two bucket families (ZipCodeAreaEntity, ZipCodeCellEntity). */
export function planZipReference() {
  const entries = zipEntries();
  const areas: ZipAreaSeed[] = [...groupBy(entries, (entry) => `${zipPrefix(entry.zip)}|${entry.state}`)].map(
    ([key, zips]) => {
      const [zip3, state] = key.split('|');
      return { zip3: zip3!, state: state!, zips };
    },
  );
  // Military APO/FPO codes have no location: they are found by ZIP, never within a radius.
  const located = entries.filter((entry) => entry.latitude !== 0 || entry.longitude !== 0);
  const cells: ZipCellSeed[] = [...groupBy(located, (entry) => cellOf(entry.latitude, entry.longitude))].map(
    ([cell, zips]) => ({ cell, zips }),
  );
  return { zipCount: entries.length, areas, cells, doNotMail: planDoNotMail(entries) };
}
