import { now as clockNow } from '@msc/shared/clock';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** What a report embed token is bound to: one user, one agency, one report, a short life. */
export interface EmbedClaims {
  userName: string;
  agencyId: number;
  agencyNumber: string;
  reportId: string;
}

export type EmbedTokenFailure = 'invalid' | 'expired' | 'mismatch';

export class EmbedTokenError extends Error {
  constructor(readonly failure: EmbedTokenFailure) {
    super(`Report embed token ${failure}`);
    this.name = 'EmbedTokenError';
  }
}

const ISSUER = 'msc-portal';
const AUDIENCE = 'msc-report-viewer';
const ALGORITHM = 'HS256';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** An HMAC-signed token (HS256) for one report, user and agency, valid for `ttlSeconds`. */
export async function signEmbedToken(
  claims: EmbedClaims,
  options: { secret: string; ttlSeconds: number; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor((options.now ?? clockNow()).getTime() / 1000);
  const expiresAt = issuedAt + options.ttlSeconds;
  const token = await new SignJWT({ rid: claims.reportId, aid: claims.agencyId, agn: claims.agencyNumber })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.userName)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(options.secret));
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/**
 * Verifies the signature and the expiry, then that the token was issued for exactly the expected user,
 * agency and report. Throws EmbedTokenError: 'expired', 'mismatch', or 'invalid' for anything else.
 */
export async function verifyEmbedToken(
  token: string,
  expected: EmbedClaims,
  options: { secret: string; now?: Date },
): Promise<EmbedClaims> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keyOf(options.secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALGORITHM],
      currentDate: options.now ?? clockNow(),
      clockTolerance: 0,
    }));
  } catch (error) {
    throw new EmbedTokenError(error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid');
  }
  const claims: EmbedClaims = {
    userName: String(payload.sub ?? ''),
    agencyId: Number(payload.aid),
    agencyNumber: String(payload.agn ?? ''),
    reportId: String(payload.rid ?? ''),
  };
  const matches =
    claims.userName.toLowerCase() === expected.userName.toLowerCase() &&
    claims.agencyId === expected.agencyId &&
    claims.agencyNumber === expected.agencyNumber &&
    claims.reportId === expected.reportId;
  if (!matches) throw new EmbedTokenError('mismatch');
  return claims;
}
