import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface BareServerOptions {
  jwksUrl: string;
  issuer: string;
  /** The user pool client id: `aud` of an ID token. */
  audience: string;
  client: DynamoDBDocumentClient;
  tableName: string;
  /** The keys /api/agency/current reads for the bench user when warm: user, membership, agency. */
  keys: {
    user: Record<string, unknown>;
    membership: Record<string, unknown>;
    agency: Record<string, unknown>;
  };
}

/**
 * The floor of a route: a bare node:http server doing what /api/agency/current does and nothing else. It
 * verifies the bearer token with jose against the pool's JWKS (as the local gateway does), reads the same
 * items the route reads when warm (the user, their membership of the agency in effect and that agency) in
 * the same one BatchGetItem with the raw document client, and answers the agency as the route does.
 */
export async function startBareServer(
  options: BareServerOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl));
  const keys = [options.keys.user, options.keys.membership, options.keys.agency];
  const agencyKey = JSON.stringify(options.keys.agency);
  const server: Server = createServer((request, response) => {
    void (async () => {
      try {
        const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
        const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer });
        if (payload.aud !== options.audience) throw new Error('another client');
        const { Responses } = await options.client.send(
          new BatchGetCommand({ RequestItems: { [options.tableName]: { Keys: keys } } }),
        );
        const items = Responses?.[options.tableName] ?? [];
        const agency = items.find((item) => JSON.stringify({ pk: item.pk, sk: item.sk }) === agencyKey);
        if (items.length < 3 || !agency) throw new Error('not a member');
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        response.end(
          JSON.stringify({
            agencyId: agency.agencyId,
            agencyName: agency.agencyName,
            statId: agency.statId,
            isOwnerMaster: agency.isOwnerMaster,
            isLicenseNumberRequired: agency.isLicenseNumberRequired,
          }),
        );
      } catch {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end('{"message":"Unauthorized"}');
      }
    })();
  });
  // Listening as the portal's server does (local-cloud.ts), and called by the same name.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
