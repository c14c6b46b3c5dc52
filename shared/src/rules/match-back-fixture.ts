import type { DirectResponse, MailedHousehold, NewPolicy } from './match-back';

/**
 * A seeded match-back fixture (the unit test's and `npm run bench`'s): households mailed by an agency's drops
 * and a new-policy feed whose true matches are known — households policies come back from as mailed, with
 * their names and addresses spelled another way, after a move (the address left given as the prior one), mailed
 * by two drops (the later wins, or the earlier one the household answered), and the policies that must not
 * match: strangers, another family at a mailed address, the same name on another street, written out of the window.
 */

export interface MatchBackFixture {
  mailed: MailedHousehold[];
  policies: NewPolicy[];
  responses: DirectResponse[];
  /** Policy number → the drop that truly earned it (absent: none did). */
  truth: Map<string, string>;
}

const FIRST = [
  'Robert',
  'William',
  'Elizabeth',
  'James',
  'Margaret',
  'Michael',
  'Patricia',
  'Thomas',
  'Maria',
  'Wei',
];
const SHORT: Record<string, string> = {
  Robert: 'Bob',
  William: 'Bill',
  Elizabeth: 'Liz',
  James: 'Jim',
  Margaret: 'Peggy',
  Michael: 'Mike',
  Patricia: 'Trish',
  Thomas: 'Tom',
  Maria: 'M.',
  Wei: 'WEI',
};
const LAST = [
  'Smith',
  'Johnson',
  'Garcia',
  'Nguyen',
  'Brown',
  "O'Brien",
  'Miller',
  'Davis',
  'Kim',
  'Patel',
  'Lopez',
  'Wilson',
  'Anderson',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Campbell',
  'Mitchell',
  'Roberts',
  'Carter',
  'Phillips',
  'Evans',
  'Turner',
  'Torres',
  'Parker',
  'Collins',
  'Edwards',
];
const STREETS = [
  'Main',
  'Oak',
  'Park',
  'Elm',
  'Lake View',
  'Old Mill',
  'Sunset',
  'Cedar',
  'Maple',
  'Pine',
  'Birch',
];
const SUFFIX: [string, string][] = [
  ['St', 'Street'],
  ['Ave', 'Avenue'],
  ['Dr', 'Drive'],
  ['Rd', 'Road'],
  ['Ln', 'Lane'],
  ['Ct', 'Court'],
];

/** mulberry32: small, seeded, every bit varying. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
}

const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Four drops a month or more apart (in-home dates), the last two reaching households the first two mailed. */
const DROPS = [
  { dropId: 'drop-1', inHomeDate: '2026-03-02' },
  { dropId: 'drop-2', inHomeDate: '2026-04-13' },
  { dropId: 'drop-3', inHomeDate: '2026-05-25' },
  { dropId: 'drop-4', inHomeDate: '2026-07-06' },
];

/**
 * `households` mailed households (a tenth mailed by a second drop twelve weeks later) and a policy feed of about a
 * sixth as many policies; the same seed gives the same fixture.
 */
export function matchBackFixture(households: number, seed = 48): MatchBackFixture {
  const next = generator(seed);
  const pick = <T>(list: readonly T[]) => list[next(list.length)]!;
  const mailed: MailedHousehold[] = [];
  const policies: NewPolicy[] = [];
  const responses: DirectResponse[] = [];
  const truth = new Map<string, string>();
  let policySeq = 0;
  const addPolicy = (policy: Omit<NewPolicy, 'policyNumber' | 'premiumCents'>, earnedBy?: string) => {
    const policyNumber = `P${String(++policySeq).padStart(7, '0')}`;
    policies.push({ ...policy, policyNumber, premiumCents: 30_000 + next(250_000) });
    if (earnedBy) truth.set(policyNumber, earnedBy);
  };
  // Every household its own delivery point: house numbers run up, ZIP codes cycle.
  const addressOf = (index: number) => {
    const suffix = pick(SUFFIX);
    const street = pick(STREETS);
    const unit = next(8) === 0 ? String(1 + next(30)) : undefined;
    const zip = String(10_000 + (index % 900) * 97).padStart(5, '0');
    const number = 100 + Math.floor(index / 900) * 3;
    return {
      short: { addressLine1: `${number} ${street} ${suffix[0]}`, addressLine2: unit && `Apt ${unit}`, zip },
      long: {
        addressLine1: `${number} ${street.toUpperCase()} ${suffix[1]}.`,
        addressLine2: unit && `Apartment ${unit}`,
        zip,
      },
    };
  };
  for (let index = 0; index < households; index++) {
    const { short, long } = addressOf(index);
    const firstName = pick(FIRST);
    const lastName = pick(LAST);
    const first = DROPS[next(2)]!;
    // A tenth mailed again by the drop twelve weeks after their first.
    const second = next(10) === 0 ? DROPS[DROPS.indexOf(first) + 2]! : undefined;
    const recipientId = `r${index}`;
    const place = {
      addressLine1: short.addressLine1,
      addressLine2: short.addressLine2,
      city: 'Springfield',
      state: 'IL',
      postalCode: short.zip,
    };
    for (const drop of second ? [first, second] : [first])
      mailed.push({ ...drop, recipientId, firstName, lastName, ...place });
    const roll = next(100);
    if (roll >= 17) continue;
    const latest = second ?? first;
    const written = addDays(latest.inHomeDate, 3 + next(80));
    const as = { firstName, lastName, ...place, writtenDate: written };
    if (second && roll < 8) {
      // Mailed twice, answered the first piece: the first drop earned it.
      responses.push({
        dropId: first.dropId,
        recipientId,
        kind: pick(['scan', 'visit', 'form'] as const),
        at: `${addDays(first.inHomeDate, 2)}T15:00:00Z`,
      });
      addPolicy({ ...as, writtenDate: addDays(second.inHomeDate, 5) }, first.dropId);
    } else if (second && roll < 12) {
      // Mailed twice, written before the second drop was in homes: the first drop earned it.
      addPolicy({ ...as, writtenDate: addDays(second.inHomeDate, -3) }, first.dropId);
    } else if (roll < 4) {
      // As mailed, but spelled the carrier's way: long forms, upper case, a nickname, a suffix.
      addPolicy(
        {
          ...as,
          firstName: SHORT[firstName]!,
          lastName: `${lastName.toUpperCase()} Jr.`,
          addressLine1: long.addressLine1,
          addressLine2: long.addressLine2,
        },
        latest.dropId,
      );
    } else if (roll < 6) {
      // Married into a double surname since.
      addPolicy({ ...as, lastName: `${lastName}-${pick(LAST)}` }, latest.dropId);
    } else if (roll < 8) {
      // Moved: the new address written, the mailed one given as the address left.
      const moved = addressOf(households + index);
      addPolicy(
        {
          ...as,
          addressLine1: moved.short.addressLine1,
          addressLine2: undefined,
          postalCode: moved.short.zip,
          priorAddress: place,
        },
        latest.dropId,
      );
    } else if (roll < 13) {
      // Written too late: past the window of every drop that mailed the household.
      addPolicy({ ...as, writtenDate: addDays(latest.inHomeDate, 91 + next(60)) });
    } else if (roll < 15) {
      // Another family at the mailed address; now and then one of the same name (no rule can tell them apart).
      const sameName = next(20) === 0;
      addPolicy({
        ...as,
        firstName: pick(FIRST),
        lastName: sameName ? lastName : pick(['Xu', 'Ortega', 'Novak']),
      });
    } else if (roll === 15 && next(4) === 0) {
      // A typing slip in the house number: a true match no rule finds.
      addPolicy({ ...as, addressLine1: `9${as.addressLine1}` }, latest.dropId);
    } else {
      addPolicy(as, latest.dropId);
    }
  }
  // Strangers: nobody mailed them (some share a mailed household's name, on a street never mailed).
  for (let index = 0; index < households / 20; index++) {
    const { short } = addressOf(households * 2 + index);
    addPolicy({
      firstName: pick(FIRST),
      lastName: pick(LAST),
      addressLine1: short.addressLine1,
      addressLine2: short.addressLine2,
      city: 'Springfield',
      state: 'IL',
      postalCode: short.zip,
      writtenDate: addDays(DROPS[next(4)]!.inHomeDate, next(90)),
    });
  }
  return { mailed, policies, responses, truth };
}
