import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { handler as agencyListsHandler } from '@msc/functions/agency-lists/handler';
import { resetConfig } from '@msc/functions/platform/config';
import { givenAgency, givenUser } from '@msc/functions/test/fixtures';
import { useFreshTable } from '@msc/functions/test/fresh-table';
import { claimsFor, invoke } from '@msc/functions/test/invoke';
import { postToStorage } from '@msc/functions/test/storage-post';
import { handler as uploadsHandler } from '@msc/functions/uploads/handler';
import { errors, toasts, uploadTexts, validation } from '@msc/shared/messages';
import { MAIL_LIST_TEMPLATE_COLUMNS } from '@msc/shared/model/mail-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../local-config';
import { toCsv, xlsxOf } from '../test/list-files';
import { resolveWorkflowTask } from '../workflow-tasks';
import { createWorkflowRunner } from './index';
import { type SfnEndpoint, startSfnEndpoint } from './sfn-endpoint';

/**
 * A data-list (mail-list) upload end to end on local parts: the same upload-validate-summary pipeline with
 * the mail-list record schema, then a new agency list made on the server of the accepted records only.
 */
const agent = claimsFor('mail-list-agent@test.local');
const other = claimsFor('mail-list-other@test.local');
const uploads = (
  claims: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
) => invoke(uploadsHandler, { method, path: `/api${path}`, claims, body, query });
const lists = (
  claims: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
) => invoke(agencyListsHandler, { method, path: `/api${path}`, claims, body, query });

let endpoint: SfnEndpoint;

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: 'mail-list-agent@test.local', defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: 'mail-list-other@test.local', defaultAgencyId: 1 }, [1]);
  const runner = createWorkflowRunner({
    definitionsDir: join(REPO_ROOT, 'infra/workflows'),
    retryIntervalMs: 0,
    resolveTask: (stateName, resource, workflow) => resolveWorkflowTask(stateName, resource, workflow),
  });
  endpoint = await startSfnEndpoint(runner);
  process.env.SFN_ENDPOINT = endpoint.url;
  resetConfig();
});
afterAll(() => endpoint?.stop());

const HEADER = [...MAIL_LIST_TEMPLATE_COLUMNS];
const person = (index: number) => [
  `First${index}`,
  `Last${index}`,
  `${index} Main St`,
  '',
  'Springfield',
  'il',
  '62701',
  '(217) 555-0100',
  `person${index}@example.com`,
];

async function uploadAndRun(claims: Record<string, string>, fileName: string, bytes: Buffer | string) {
  const body = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  const created = await uploads(claims, 'POST', '/uploads', {
    kind: 'mailList',
    fileName,
    size: body.length,
  });
  expect(created.status).toBe(201);
  const put = await postToStorage(created.body.url, created.body.fields, body);
  expect(put.ok).toBe(true);
  const uploadId = created.body.upload.uploadId as string;
  expect((await uploads(claims, 'POST', `/uploads/${uploadId}/start`)).status).toBe(202);
  for (let poll = 0; poll < 300; poll++) {
    const { body: status } = await uploads(claims, 'GET', `/uploads/${uploadId}`);
    if (status.state !== 'validating' && status.state !== 'pending') return { uploadId, status };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the upload did not settle');
}

describe('mail-list upload', () => {
  it('validates with the mail-list columns, then a named list takes only the accepted records', async () => {
    const rows = [
      HEADER,
      person(1),
      person(2),
      ['', 'NoFirst', '3 Main St', '', 'Springfield', 'IL', '62701', '', ''],
      person(4),
    ];
    rows.push(['Zed', 'Badzip', '5 Main St', '', 'Springfield', 'IL', 'ABCDE', '', '']);
    const { uploadId, status } = await uploadAndRun(agent, 'people.csv', toCsv(rows));
    expect(status).toMatchObject({ kind: 'mailList', state: 'summarized', total: 5, failed: 2, success: 3 });

    const preview = await uploads(agent, 'GET', `/uploads/${uploadId}/records`);
    expect(preview.body.results[0].values).toMatchObject({
      firstName: 'First1',
      state: 'IL',
      phone: '217-555-0100',
    });
    expect(preview.body.results[2].validationErrors).toEqual([
      { field: 'First Name', errorMessage: 'Required' },
    ]);
    expect(preview.body.results[4].validationErrors).toEqual([
      { field: 'Zip', errorMessage: validation.invalidZip },
    ]);
    // A mail list never ships the cart.
    expect((await uploads(agent, 'POST', `/uploads/${uploadId}/confirm`, { quantities: [] })).status).toBe(
      404,
    );

    // Another user cannot make a list of this upload.
    expect((await lists(other, 'POST', '/agency-lists', { name: 'Theirs', uploadId })).status).toBe(404);
    const created = await lists(agent, 'POST', '/agency-lists', { name: 'Spring mailing', uploadId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Spring mailing', mailListContactsCount: 3 });
    const contacts = await lists(
      agent,
      'GET',
      `/agency-lists/${created.body.mailListId}/contacts`,
      undefined,
      {
        pageSize: '20',
      },
    );
    expect(contacts.body.results.map((each: { lastName: string }) => each.lastName)).toEqual([
      'Last1',
      'Last2',
      'Last4',
    ]);
    expect(
      contacts.body.results.map((each: { mailListContactId: string }) => each.mailListContactId),
    ).toEqual(['1', '2', '3']);
    // The list lands in the account's agency lists, the uploader's only.
    expect((await lists(agent, 'GET', '/agency-lists')).body.totalCount).toBe(1);
    expect((await lists(other, 'GET', '/agency-lists')).body.totalCount).toBe(0);
    expect((await lists(other, 'GET', `/agency-lists/${created.body.mailListId}/contacts`)).status).toBe(404);
  });

  it('reads the first worksheet of an .xlsx; a list needs a name and an accepted record', async () => {
    const file = await xlsxOf([HEADER, ['', '', '', '', '', '', '', '', 'only@example.com']]);
    const { uploadId, status } = await uploadAndRun(agent, 'people.xlsx', file);
    expect(status).toMatchObject({ state: 'summarized', total: 1, failed: 1, success: 0 });
    const none = await lists(agent, 'POST', '/agency-lists', { name: 'Empty', uploadId });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(validation.atLeastOneRecord);
    expect((await lists(agent, 'POST', '/agency-lists', { name: ' ', uploadId })).status).toBe(400);
  });

  it('reads the first worksheet of an .xls (Excel 97-2003); a renamed file is refused', async () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([HEADER, person(7), person(8)]), 'People');
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet([
        ['not', 'read'],
        ['x', 'y'],
      ]),
      'Other',
    );
    const xls = XLSX.write(workbook, { bookType: 'biff8', type: 'buffer' }) as Buffer;
    const { uploadId, status } = await uploadAndRun(agent, 'people.xls', xls);
    expect(status).toMatchObject({ state: 'summarized', total: 2, failed: 0, success: 2 });
    const records = await uploads(agent, 'GET', `/uploads/${uploadId}/records`);
    expect(records.body.results[1].values).toMatchObject({ firstName: 'First8', postalCode: '62701' });

    const renamed = await uploadAndRun(agent, 'renamed.xls', toCsv([HEADER, person(1)]));
    expect(renamed.status).toMatchObject({ state: 'failed', message: uploadTexts.wrongMailListContent });
    // A ship-to list takes no .xls.
    const shipTo = await uploads(agent, 'POST', '/uploads', {
      kind: 'shipToList',
      fileName: 'a.xls',
      size: 10,
    });
    expect(shipTo.status).toBe(422);
  });

  it("refuses another type with the spec's text, and a file without the template's columns", async () => {
    const wrong = await uploads(agent, 'POST', '/uploads', {
      kind: 'mailList',
      fileName: 'people.txt',
      size: 10,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(toasts.mailListFileFormat.message);
    const { status } = await uploadAndRun(
      agent,
      'ship.csv',
      toCsv([
        ['Addressee', 'City'],
        ['Pat', 'Tacoma'],
      ]),
    );
    expect(status.state).toBe('failed');
    expect(status.message).toContain('First Name');
    expect(status.message).not.toBe(errors.somethingWentWrong);
  });
});
