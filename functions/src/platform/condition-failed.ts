/** Whether a write was refused by its condition (ElectroDB wraps the SDK's error as its `cause`). */
export const conditionFailed = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ConditionalCheckFailedException' ||
    (error.cause instanceof Error && error.cause.name === 'ConditionalCheckFailedException'));
