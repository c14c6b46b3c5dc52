/**
 * Whether a write was refused by its condition: the SDK's error, or ElectroDB's wrapping of it (as its
 * `cause`, and in its message, which is all some of its errors keep).
 */
export const conditionFailed = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ConditionalCheckFailedException' ||
    (error.cause instanceof Error && error.cause.name === 'ConditionalCheckFailedException') ||
    /conditional request failed/i.test(error.message));
