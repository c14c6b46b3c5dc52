import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from './clients';

export type TransactWriteItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The writes of an ElectroDB transaction, not run: a store makes them with its own entities so that
 * another store can run them in its transaction together with writes of its own.
 */
export function transactItems(params: { TransactItems: readonly unknown[] }): TransactWriteItem[] {
  return params.TransactItems as TransactWriteItem[];
}

/**
 * Runs writes made by several stores as one DynamoDB transaction: all of them happen or none. Answers
 * undefined when written, else for each write whether it was refused (its condition failed), in order.
 */
export async function transactWrite(items: readonly TransactWriteItem[]): Promise<boolean[] | undefined> {
  try {
    await dynamoClient().send(new TransactWriteCommand({ TransactItems: [...items] }));
    return undefined;
  } catch (error) {
    const reasons = (error as { name?: string; CancellationReasons?: { Code?: string }[] })
      .CancellationReasons;
    if ((error as Error).name !== 'TransactionCanceledException' || !reasons) throw error;
    return reasons.map((reason) => (reason.Code ?? 'None') !== 'None');
  }
}
