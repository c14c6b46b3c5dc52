import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';

export interface JwtVerifierOptions {
  jwksUrl: string;
  /** Accepted issuers (cognito-local signs with its own host and port in `iss`). */
  issuers: string[];
  /** The user pool client id: `aud` of an ID token, `client_id` of an access token. */
  audience: string;
}

export type JwtVerifier = (token: string) => Promise<JWTPayload>;

/** Verifies a Cognito token the way API Gateway's JWT authorizer does. */
export function createJwtVerifier(options: JwtVerifierOptions): JwtVerifier {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl));
  return async (token) => {
    const { payload } = await jwtVerify(token, jwks, { issuer: options.issuers });
    const audience = payload.aud ?? payload.client_id;
    const audiences = Array.isArray(audience) ? audience : [audience];
    if (!audiences.includes(options.audience)) throw new Error('Token was issued for another client');
    return payload;
  };
}
