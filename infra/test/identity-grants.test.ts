import { CONFIG_DEFAULTS } from '@msc/functions/platform/config';
import { ENTITIES } from '@msc/functions/platform/db';
import { CAPABILITY_NAMES } from '@msc/shared/api';
import { describe, expect, it } from 'vitest';
import { membershipAttributes, USER_LINK_ATTRIBUTES } from '../aws/identity-grants';
import { partitionKeyPattern } from '../aws/table-partitions';
import { dynamodbChecks } from '../local/iam/dynamodb-requests';
import { createIamEvaluator } from '../local/iam/evaluator';
import { requestNames } from '../local/iam/local-arns';
import { modelOfStack } from '../local/iam/stack-model';
import { actionsOf, FIXTURE_SPA_BUILD, policyOf, synthPortal, TABLE_WRITES } from './helpers';

/**
 * Least privilege on who a user is (ASVS V8.2.1, V13.2.2): the identity partitions (a user, its
 * memberships) are written by the sub link and the agency choice of any capability, by the Admin Center's
 * user editor, and by nothing else; impersonation sessions only by the impersonation capability.
 */
const dev = synthPortal({}, { webDistDir: FIXTURE_SPA_BUILD });

describe('least privilege on the identity items', () => {
  it('lets a read-only capability add only login links and audit records, and on a user no attribute but the link', () => {
    const writes = policyOf(dev.template, 'catalog').filter((statement) =>
      actionsOf(statement).some((action) => TABLE_WRITES.includes(action)),
    );
    const puts = writes.filter((statement) => actionsOf(statement).includes('dynamodb:PutItem'));
    expect(
      puts.flatMap((statement) => statement.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys']),
    ).toEqual(['$msc#sub_*', '$msc#actorusername_*']);
    // In the identity partition (the attempt counters every capability updates are security.test.ts's).
    const updates = writes.filter(
      (statement) =>
        actionsOf(statement).includes('dynamodb:UpdateItem') &&
        statement.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys']!.includes(
          partitionKeyPattern('user'),
        ),
    );
    expect(updates).toHaveLength(1);
    const attributes = updates[0]!.Condition!['ForAllValues:StringEquals']!['dynamodb:Attributes']!;
    expect(attributes).not.toContain('roles');
    expect(writes.flatMap(actionsOf)).not.toContain('dynamodb:DeleteItem');
    // What linking a login really sends: every attribute ElectroDB's patch names is allowed.
    const params = ENTITIES.user
      .patch({ userName: 'a@b.test' })
      .set({ sub: 'the-sub' })
      .params({ table: 'msc-portal' }) as {
      ExpressionAttributeNames: Record<string, string>;
    };
    expect(attributes).toEqual(expect.arrayContaining(Object.values(params.ExpressionAttributeNames)));
    expect(attributes).toEqual(expect.arrayContaining(USER_LINK_ATTRIBUTES));
  });

  it('lets only the admin capability write roles and memberships, and only those attributes', () => {
    const identity = partitionKeyPattern('user');
    expect(identity).toBe('$msc#identity#username_*');
    expect(partitionKeyPattern('agencyMembership')).toBe(identity);
    // Roles and memberships share no partition with what other stores write (carts, orders, cards…).
    for (const entity of Object.keys(ENTITIES).filter(
      (name) => !['user', 'agencyMembership'].includes(name),
    )) {
      expect(partitionKeyPattern(entity), entity).not.toBe(identity);
    }
    const authority = ['roles', 'primaryRole', 'agencyId', 'isOwnerMaster', 'statId', 'disabledAt'];
    const identityWrites = (capability: string) =>
      policyOf(dev.template, capability).filter(
        (statement) =>
          actionsOf(statement).some((action) => TABLE_WRITES.includes(action)) &&
          statement.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys']!.includes(identity),
      );
    for (const capability of CAPABILITY_NAMES.filter((name) => name !== 'admin')) {
      for (const statement of identityWrites(capability)) {
        expect(actionsOf(statement), capability).toEqual(['dynamodb:UpdateItem']);
        const attributes = statement.Condition!['ForAllValues:StringEquals']!['dynamodb:Attributes']!;
        for (const name of authority) expect(attributes, capability).not.toContain(name);
      }
    }
    // The admin's: every identity write names its attributes, a put only a membership's (never a user
    // item's roles), a delete only the keys.
    const admin = identityWrites('admin');
    const attributesOf = (action: string) =>
      admin
        .filter((statement) => actionsOf(statement).includes(action))
        .flatMap((statement) => statement.Condition!['ForAllValues:StringEquals']!['dynamodb:Attributes']!);
    for (const statement of admin) {
      expect(statement.Condition!['ForAllValues:StringEquals']!['dynamodb:Attributes']).toBeDefined();
    }
    expect(attributesOf('dynamodb:UpdateItem')).toEqual(
      expect.arrayContaining(['roles', 'primaryRole', 'version', 'disabledAt']),
    );
    expect(attributesOf('dynamodb:PutItem')).toEqual(membershipAttributes());
    expect(attributesOf('dynamodb:PutItem')).not.toContain('roles');
    expect(attributesOf('dynamodb:DeleteItem')).toEqual(['pk', 'sk']);
    // What a role edit really sends: every attribute ElectroDB's patch names is allowed.
    const roleEdit = ENTITIES.user
      .patch({ userName: 'a@b.test' })
      .set({ version: 2, roles: ['TM'], primaryRole: 'TM' })
      .params({ table: 'msc-portal' }) as { ExpressionAttributeNames: Record<string, string> };
    expect(attributesOf('dynamodb:UpdateItem')).toEqual(
      expect.arrayContaining(Object.values(roleEdit.ExpressionAttributeNames)),
    );
  });

  it('lets only the impersonation capability write impersonation sessions', () => {
    const sessions = partitionKeyPattern('impersonationSession');
    for (const capability of CAPABILITY_NAMES) {
      const writes = policyOf(dev.template, capability).filter((statement) =>
        statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']?.includes(sessions),
      );
      expect(writes.length > 0, capability).toBe(capability === 'impersonation');
    }
  });
});

/**
 * Whom a user may act for (`mayActFor` trusts an agency's `ownerMasterId` and `isOwnerMaster`): every
 * function's role in the synthesized stack, asked as IAM would be (the local evaluation's iam-simulate)
 * for ElectroDB's own writes of an agency item. Only the agency capability's company-segment save passes.
 */
describe('least privilege on the agency items', () => {
  // The scheduled jobs' functions from their nested stack.
  const model = modelOfStack(dev.stack);
  const iam = createIamEvaluator(model);
  const names = requestNames({});
  const TABLE = CONFIG_DEFAULTS.TABLE_NAME;
  // IAM sees the partition key's value and the attribute names: a string per attribute is enough of the marshalling.
  const marshalled = (item?: Record<string, unknown>) =>
    item && Object.fromEntries(Object.entries(item).map(([name, value]) => [name, { S: String(value) }]));
  const checksOf = (command: string, params: Record<string, unknown>) =>
    dynamodbChecks(
      command,
      { ...params, Item: marshalled(params.Item as never), Key: marshalled(params.Key as never) },
      names,
    );
  const agency = { agencyId: 5, agencyName: 'Five', statId: '1000005', addressLine1: '1 Main St' };
  const place = { city: 'Seattle', state: 'WA', postalCode: '98101', phone: '2065550100' };
  const writes = {
    put: checksOf('PutItemCommand', ENTITIES.agency.put({ ...agency, ...place }).params({ table: TABLE })),
    ownerMaster: checksOf(
      'UpdateItemCommand',
      ENTITIES.agency
        .patch({ agencyId: 5 })
        .set({ ownerMasterId: 1, isOwnerMaster: false })
        .params({ table: TABLE }),
    ),
    companySegment: checksOf(
      'UpdateItemCommand',
      ENTITIES.agency.patch({ agencyId: 5 }).set({ companySegment: [] }).params({ table: TABLE }),
    ),
    remove: checksOf('DeleteItemCommand', ENTITIES.agency.delete({ agencyId: 5 }).params({ table: TABLE })),
  };
  /** What IAM answers: '' when allowed, else the refusal's reason. */
  const decision = (principal: string, checks: ReturnType<typeof checksOf>) =>
    Promise.all(checks.map((check) => iam.authorize(principal, check))).then(
      () => '',
      (error: Error) => (error.message.includes('explicit deny') ? 'explicit deny' : 'not allowed'),
    );

  it('keeps agency items in a partition no other entity shares', () => {
    expect(writes.put[0]!.context['dynamodb:LeadingKeys']).toEqual(['$msc#agency#agencyid_5']);
    const agencies = partitionKeyPattern('agency');
    for (const entity of Object.keys(ENTITIES).filter((name) => name !== 'agency')) {
      expect(partitionKeyPattern(entity), entity).not.toBe(agencies);
    }
  });

  it('lets no function but the agency capability write an agency item, and that one only its company segment', async () => {
    const allowed: string[] = [];
    for (const principal of Object.keys(model)) {
      for (const [write, checks] of Object.entries(writes)) {
        if ((await decision(principal, checks)) === '') allowed.push(`${principal} ${write}`);
      }
    }
    expect(allowed).toEqual(['capability:agency companySegment']);
    expect(Object.keys(model)).toEqual(expect.arrayContaining(['capability:checkout', 'job:settle-orders']));
    // About two hundred IAM simulations (a few ms each on a quiet machine): room for a loaded one.
  }, 120_000);

  it('denies the jobs and workflow tasks that write the whole table explicitly, and leaves them the rest', async () => {
    // Whole-table writers: an allowed PutItem with no leading-keys condition (a capability or the scan receiver
    // names the partitions it writes).
    const writesWholeTable = (principal: string) =>
      model[principal]!.policies.some(({ document }) =>
        [document.Statement].flat().some((statement) => {
          const { Effect, Condition } = statement as { Effect: string; Condition?: unknown };
          return (
            Effect === 'Allow' &&
            actionsOf(statement as { Action: string | string[] }).includes('dynamodb:PutItem') &&
            !JSON.stringify(Condition ?? {}).includes('dynamodb:LeadingKeys')
          );
        }),
      );
    const wholeTable = Object.keys(model).filter(writesWholeTable);
    expect(wholeTable.filter((principal) => principal.startsWith('capability:'))).toEqual([]);
    expect(wholeTable).toEqual(expect.arrayContaining(['job:settle-orders', 'job:refresh-moving-lists']));
    // A moving list, in the agency's other partition.
    const movingList = checksOf('PutItemCommand', {
      TableName: TABLE,
      Item: { pk: '$msc#agencyid_5', sk: '$movinglist_1#listdate_2026-11-01', agencyId: 5 },
    });
    for (const principal of wholeTable) {
      expect(await decision(principal, writes.ownerMaster), principal).toBe('explicit deny');
      expect(await decision(principal, movingList), principal).toBe('');
    }
  });
});
