import { describe, expect, it } from 'vitest';
import { INCORRECT_CREDENTIALS, SIGN_IN_FAILED, signInErrorMessage } from './auth-errors';

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('signInErrorMessage', () => {
  it('maps Cognito and cognito-local wrong-password errors to one message', () => {
    expect(signInErrorMessage(named('NotAuthorizedException'))).toBe(INCORRECT_CREDENTIALS);
    expect(signInErrorMessage(named('InvalidPasswordException'))).toBe(INCORRECT_CREDENTIALS);
    expect(signInErrorMessage(named('UserNotFoundException'))).toBe(INCORRECT_CREDENTIALS);
  });

  it('gives a general message for anything else', () => {
    expect(signInErrorMessage(named('NetworkError'))).toBe(SIGN_IN_FAILED);
    expect(signInErrorMessage('boom')).toBe(SIGN_IN_FAILED);
  });
});
