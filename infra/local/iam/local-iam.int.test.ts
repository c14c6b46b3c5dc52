import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { runAsFunction } from '@msc/functions/platform/client-middleware';
import { dynamoClient } from '@msc/functions/platform/clients';
import { config } from '@msc/functions/platform/config';
import { db } from '@msc/functions/platform/db';
import { saveCompanySegment } from '@msc/functions/platform/identity-store';
import { s3Client } from '@msc/functions/platform/s3-client';
import { givenAgency, givenUser } from '@msc/functions/test/fixtures';
import { useFreshTable } from '@msc/functions/test/fresh-table';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import { enforceLocalIam, localIamWanted } from '.';
import { synthesizeStackModel } from './stack-model';

/**
 * Each IAM rule the local stack applies, seen failing a call that breaks it. The calls go through the
 * portal's own clients and the middleware every function's call goes through, as the named Lambda.
 */
const USER = 'iam-rules@test.local';
const cartItem = () => ({
  TableName: config().TABLE_NAME,
  Item: { pk: `$msc#username_${USER}`, sk: '$cartitem#x', attribute: 'anything' },
});
type SdkError = Error & { $metadata?: { httpStatusCode: number }; cause?: SdkError };
/** AWS's error, also where ElectroDB wraps it (its `cause`). */
const denial = (thrown: unknown) => {
  const error = thrown as SdkError;
  const { name, message, $metadata } = error.$metadata ? error : (error.cause ?? error);
  return { name, message, status: $metadata?.httpStatusCode };
};
const refusal = (run: () => Promise<unknown>) => run().then(() => undefined, denial);

beforeAll(async () => {
  expect(localIamWanted(), 'the integration tier runs with LOCAL_IAM on').toBe(true);
  await useFreshTable();
  await givenUser({ userName: USER });
});

describe('local IAM: the synthesized policies hold every SDK call', () => {
  it('denies a DynamoDB write outside the function’s grant, as AWS words it', async () => {
    const put = () => dynamoClient().send(new PutCommand(cartItem()));
    const denied = await refusal(() => runAsFunction('capability:catalog', put));
    expect(denied).toMatchObject({ name: 'AccessDeniedException', status: 400 });
    expect(denied!.message).toMatch(
      /^User: arn:aws:sts::000000000000:assumed-role\/ApiCapabilitycatalog\w+\/ApiCapabilitycatalogFunction\w+ is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table\/msc-portal because no identity-based policy allows the dynamodb:PutItem action$/,
    );
    // The cart's Lambda may write the cart's partition; outside any function nothing is evaluated.
    await expect(runAsFunction('capability:cart', put)).resolves.toBeDefined();
    await expect(put()).resolves.toBeDefined();
  });

  it('denies an update naming an attribute outside dynamodb:Attributes (roles), allows the agency choice', async () => {
    const asAgency = (set: Record<string, unknown>) =>
      runAsFunction('capability:agency', () => db().entities.user.patch({ userName: USER }).set(set).go());
    const denied = await refusal(() => asAgency({ roles: ['SA'] }));
    expect(denied).toMatchObject({ name: 'AccessDeniedException', status: 400 });
    expect(denied!.message).toContain('dynamodb:UpdateItem on resource');
    const { data } = await db().entities.user.get({ userName: USER }).go();
    expect(data?.roles).toEqual(['Agent']);
    await expect(asAgency({ defaultAgencyId: 7, hasChosenAgency: true })).resolves.toBeDefined();
  });

  it('denies a write to an agency item from the checkout function, allows the agency capability its company segment', async () => {
    await givenAgency({ agencyId: 46, ownerMasterId: 0, isOwnerMaster: false });
    const asCheckout = () =>
      db().entities.agency.patch({ agencyId: 46 }).set({ ownerMasterId: 45, isOwnerMaster: true }).go();
    const denied = await refusal(() => runAsFunction('capability:checkout', asCheckout));
    expect(denied).toMatchObject({ name: 'AccessDeniedException', status: 400 });
    expect(denied!.message).toContain('/ApiCapabilitycheckoutFunction');
    expect(denied!.message).toContain('dynamodb:UpdateItem on resource');
    // Not even the agency capability may make an agency a sub code; it saves the profile's address only.
    expect(await refusal(() => runAsFunction('capability:agency', asCheckout))).toMatchObject({
      name: 'AccessDeniedException',
    });
    const segment = { companySegmentId: 1, companyName: 'Front', addressLine1: '2 Side St', city: 'Tacoma' };
    const place = { state: 'WA', postalCode: '98402', phoneNumber: '2535550100' };
    await runAsFunction('capability:agency', () => saveCompanySegment(46, [{ ...segment, ...place }]));
    const { data } = await db().entities.agency.get({ agencyId: 46 }).go();
    expect(data).toMatchObject({ ownerMasterId: 0, isOwnerMaster: false, companySegment: [segment] });
  });

  it('denies an S3 put outside the prefix granted (assets: catalogue/* only)', async () => {
    const put = (Key: string) => () =>
      s3Client().send(new PutObjectCommand({ Bucket: config().ASSETS_BUCKET, Key, Body: 'x' }));
    await expect(runAsFunction('capability:admin', put('catalogue/iam-rule.png'))).resolves.toBeDefined();
    const denied = await refusal(() => runAsFunction('capability:admin', put('seed/iam-rule.png')));
    expect(denied).toMatchObject({ name: 'AccessDenied', status: 403 });
    expect(denied!.message).toContain(
      's3:PutObject on resource: "arn:aws:s3:::msc-assets/seed/iam-rule.png"',
    );
  });

  it('denies what a changed grant in the stack denies: the template and the local policies are one', async () => {
    const put = () => runAsFunction('capability:cart', () => dynamoClient().send(new PutCommand(cartItem())));
    await expect(put()).resolves.toBeDefined();
    const changed = synthesizeStackModel((stack) =>
      stack.api.functions.cart!.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.DENY,
          actions: ['dynamodb:PutItem'],
          resources: [stack.data.table.tableArn],
        }),
      ),
    );
    const iam = enforceLocalIam(changed);
    try {
      const denied = await refusal(put);
      expect(denied).toMatchObject({ name: 'AccessDeniedException' });
      expect(denied!.message).toMatch(
        /dynamodb:PutItem .* with an explicit deny in an identity-based policy$/,
      );
    } finally {
      iam.stop();
    }
    await expect(put()).resolves.toBeDefined();
  }, 300_000);
});
