import { validation } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#data/db';
import { suppressedEmails } from '#suppression/index';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const call = callerOf(handler);

const anonymous = (method: string, path: string, body?: unknown) => call(null, method, `${path}`, body);

beforeAll(async () => {
  await useFreshTable();
});

describe('public opt-out', () => {
  it('puts the address on the suppression list signed out, by hash, once', async () => {
    const first = await anonymous('POST', '/opt-out', { email: 'Moving.Customer@Mail.Example' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ succeeded: true, acknowledgementId: expect.any(String) });
    expect(JSON.stringify(first.body)).not.toContain('mail.example');
    const again = await anonymous('POST', '/opt-out', { email: 'moving.customer@mail.example ' });
    expect(again.status).toBe(201);

    expect(await suppressedEmails(['MOVING.customer@mail.example', 'someone.else@mail.example'])).toEqual(
      new Set(['moving.customer@mail.example']),
    );
    const { data } = await db().entities.optOut.scan.go();
    expect(data).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/customer|mail\.example/i);
  });

  it('refuses an address that is not one, with the spec’s message', async () => {
    const response = await anonymous('POST', '/opt-out', { email: 'not-an-address' });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors.email).toContain(validation.invalidEmail);
  });

  it('accepts the tracker call signed out and answers nothing about the recipient', async () => {
    const response = await anonymous('POST', '/opt-out/track', { t: 'T1', i: 'R9', e: 'a@b.example' });
    expect(response).toMatchObject({ status: 200, body: { succeeded: true } });
  });
});
