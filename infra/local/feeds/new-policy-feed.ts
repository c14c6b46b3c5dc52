import {
  directResponsesOf,
  mailedByAgency,
  NEW_POLICY_FEED_ALL_COLUMNS,
  NEW_POLICY_FEED_NAMES,
} from '@msc/functions/results/index';
import { toFeedCsv } from '@msc/functions/retention/index';
import { toPostalWire } from '@msc/shared/model/postal-wire';
import { planDemoData } from '../seed/plan';
import { fakerFor, hashText } from '../seed/random';

/** One mailed household in this many writes a policy (a direct responder always does). */
const CONVERTS_ONE_IN = 12;
/** Policies of strangers (never mailed) in each agency's file. */
const STRANGERS = 3;

/** The demo agencies the seed writes (no I/O). */
const demoAgencyIds = () =>
  (planDemoData().groups.agency ?? []).map((agency) => (agency as { agencyId: number }).agencyId);

/**
 * What the carrier would drop on `day` (YYYY-MM-DD): the new policies of each agency (the demo agencies, or
 * those given), drawn from the households its drops mailed — a twelfth of them, each always the same (a stable
 * hash), and every household that answered its piece (a direct responder converts) — the name now and then the
 * carrier's way (upper case), and a few strangers the agency never mailed.
 */
export async function newPolicyFeedCsv(
  day: string,
  agencyIds: readonly number[] = demoAgencyIds(),
): Promise<string> {
  const rows: Record<string, unknown>[] = [];
  for (const agencyId of agencyIds) {
    const { households } = await mailedByAgency(agencyId);
    const answered = new Set(
      (await directResponsesOf(agencyId, households)).map((each) => `${each.dropId}|${each.recipientId}`),
    );
    const seen = new Set<string>();
    for (const household of households) {
      const key = `${household.addressLine1}|${household.postalCode}|${household.lastName}`;
      const hash = hashText(`${agencyId}|${key}`);
      const converts =
        hash % CONVERTS_ONE_IN === 0 || answered.has(`${household.dropId}|${household.recipientId}`);
      if (seen.has(key) || !converts) continue;
      seen.add(key);
      rows.push({
        agencyId,
        policyNumber: `NP${hash.toString(36).toUpperCase()}`,
        policyType: hash % 2 === 0 ? 'Auto' : 'Home',
        firstName: household.firstName,
        lastName: hash % 3 === 0 ? household.lastName.toUpperCase() : household.lastName,
        addressLine1: household.addressLine1,
        addressLine2: household.addressLine2,
        city: household.city,
        state: household.state,
        postalCode: household.postalCode,
        writtenDate: day,
        premium: `${600 + (hash % 1400)}.${String(hash % 100).padStart(2, '0')}`,
      });
    }
    const faker = fakerFor(`new-policies|${agencyId}|${day}`);
    for (let index = 0; index < STRANGERS; index++) {
      rows.push({
        agencyId,
        policyNumber: `NS${agencyId}${day.replaceAll('-', '')}${index}`,
        policyType: 'Auto',
        firstName: faker.person.firstName(),
        lastName: faker.person.lastName(),
        addressLine1: faker.location.streetAddress(),
        city: faker.location.city(),
        state: faker.location.state({ abbreviated: true }),
        postalCode: faker.location.zipCode('#####'),
        writtenDate: day,
        premium: `${faker.number.int({ min: 500, max: 2500 })}.00`,
      });
    }
  }
  return toFeedCsv(
    rows.map((row) => toPostalWire(row, NEW_POLICY_FEED_NAMES)),
    NEW_POLICY_FEED_ALL_COLUMNS,
  );
}
