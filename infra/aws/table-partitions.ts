import { ENTITIES } from '@msc/functions/platform/db';

/**
 * The partition-key pattern of an entity's items in IAM's `dynamodb:LeadingKeys` (ElectroDB's default
 * key template `$<service>#<first attribute>_<value>…`, or `$<service>` alone for a key without one).
 */
export function partitionKeyPattern(entityName: string): string {
  const entity = ENTITIES[entityName as keyof typeof ENTITIES] as unknown as {
    schema: {
      model: { service: string };
      indexes: Record<string, { index?: string; pk: { composite: string[]; template?: string } }>;
    };
  };
  if (!entity) throw new Error(`No entity ${entityName} in functions/src/platform/db.ts`);
  const main = Object.values(entity.schema.indexes).find((index) => !index.index)!;
  // A key template names its own prefix; the composite values are what varies.
  if (main.pk.template) return main.pk.template.replace(/\$\{\w+\}/g, '*').toLowerCase();
  const [first] = main.pk.composite;
  return first
    ? `$${entity.schema.model.service}#${first.toLowerCase()}_*`
    : `$${entity.schema.model.service}`;
}

/** The DynamoDB actions that write an item (what CDK's grantReadWriteData adds to the reads). */
export const TABLE_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
