import { describe, expect, it } from 'vitest';
import { conditionFailed } from './condition-failed';

const named = (name: string, message = 'x', cause?: Error) =>
  Object.assign(new Error(message, { cause }), { name });

describe('a write refused by its condition', () => {
  it('is told from the SDK’s error, ElectroDB’s wrapping of it, and its message', () => {
    expect(conditionFailed(named('ConditionalCheckFailedException'))).toBe(true);
    expect(
      conditionFailed(
        named('ElectroError', 'Error thrown by DynamoDB client', named('ConditionalCheckFailedException')),
      ),
    ).toBe(true);
    expect(
      conditionFailed(new Error('Error thrown by DynamoDB client: "The conditional request failed"')),
    ).toBe(true);
  });

  it('is not any other failure', () => {
    expect(conditionFailed(named('ProvisionedThroughputExceededException'))).toBe(false);
    expect(
      conditionFailed(named('ElectroError', 'Error thrown by DynamoDB client', named('ValidationException'))),
    ).toBe(false);
    expect(conditionFailed('The conditional request failed')).toBe(false);
    expect(conditionFailed(undefined)).toBe(false);
  });
});
