import { beforeAll, describe, expect, it } from 'vitest';
import { givenAgency } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { getEvery, tableKeyOf, writeEvery } from './batch-calls';
import { runAsFunction } from './client-middleware';
import { db } from './db';

/** As a Lambda's code runs locally: the local stack answers batches as AWS may, part of them unprocessed. */
const asFunction = <T>(fn: () => Promise<T>) => runAsFunction('capability:agency', fn);
const keys = [{ agencyId: 9101 }, { agencyId: 9102 }, { agencyId: 9103 }];

beforeAll(async () => {
  await useFreshTable();
  for (const { agencyId } of keys) await givenAgency({ agencyId });
});

describe('batches on the local stack', () => {
  it('leaves a key of a batch get unprocessed, as DynamoDB may, so one read alone misses an item', async () => {
    const { data, unprocessed } = await asFunction(() => db().entities.agency.get(keys).go());
    expect(data).toHaveLength(2);
    expect(unprocessed).toEqual([{ agencyId: 9103 }]);
  });

  it('reads every item with getEvery, asking again for what was left', async () => {
    const agencies = await asFunction(() =>
      getEvery(keys, (batch) => db().entities.agency.get(batch).go(), 'agency'),
    );
    expect(agencies.map(({ agencyId }) => agencyId).sort()).toEqual([9101, 9102, 9103]);
  });

  it('writes every item with writeEvery, putting again what a batch write left', async () => {
    const events = [1, 2, 3].map((day) => ({
      ownerType: 'user' as const,
      ownerId: 'batch@test.local',
      eventId: `E${day}`,
      startDate: `2026-03-0${day}`,
      endDate: `2026-03-0${day}`,
      title: `Day ${day}`,
      class: 'personal' as const,
      type: 'SCHEDULED_EVENTS' as const,
      category: 'MAIL_DROP' as const,
    }));
    const { unprocessed } = await runAsFunction('capability:calendar', () =>
      db().entities.calendarEvent.put(events.slice(0, 2)).go(),
    );
    expect(unprocessed).toHaveLength(1);
    await runAsFunction('capability:calendar', () =>
      writeEvery(
        events,
        (batch) => db().entities.calendarEvent.put(batch).go(),
        tableKeyOf(db().entities.calendarEvent),
        'calendarEvent',
      ),
    );
    const { data } = await db()
      .entities.calendarEvent.query.eventsOfCalendar({ ownerType: 'user', ownerId: 'batch@test.local' })
      .go();
    expect(data.map(({ eventId }) => eventId)).toEqual(['E1', 'E2', 'E3']);
  });
});
