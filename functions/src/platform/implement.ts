import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpRouterHandler, { type Route } from '@middy/http-router';
import {
  type BodyOf,
  type Contract,
  type EndpointDefinition,
  ORIGIN_VERIFY_HEADER,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@msc/shared/api/endpoint';
import { ErrorCode, MAX_REQUEST_BODY_BYTES } from '@msc/shared/api/errors';
import { type EndpointRoute, endpointRoutes } from '@msc/shared/api/routes';
import { apiErrors } from '@msc/shared/messages';
import { ExportFile } from '@msc/shared/model/order';
import { installValidationMessages } from '@msc/shared/model/validation-messages';
import { hasCapability } from '@msc/shared/rules/roles';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyResultV2,
} from 'aws-lambda';
import * as z from 'zod';
import { authenticate } from './authenticate';
import { clientIp } from './client-ip';
import { errorResponse } from './error-response';
import { badRequest, forbidden, HttpError, notFound } from './http-error';
import { recordAuditRecord } from './identity-store';
import { identifyInLogs, observability } from './observability';
import { cameThroughCloudFront } from './origin-verify';
import type { RequestContext } from './request-context';
import { spendUsage } from './usage-limit';

installValidationMessages();

type ContextFor<E extends EndpointDefinition> = E['auth'] extends 'public' ? undefined : RequestContext;

export interface EndpointInput<E extends EndpointDefinition> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  ctx: ContextFor<E>;
  /** The caller's address (`clientIp`): what public endpoints limit their calls by. */
  clientIp?: string;
}

/** One use case per endpoint of the contract; the compiler refuses a missing one. */
export type Implementation<C extends Contract> = {
  [K in keyof C]: (input: EndpointInput<C[K]>) => Promise<ResponseOf<C[K]>>;
};

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;

function fieldErrorsOf(error: z.ZodError, prefix?: string): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return fieldErrors;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return part === 'body' ? undefined : {};
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(apiErrors.invalidFields, fieldErrorsOf(result.error));
  return result.data;
}

function parseJsonBody(event: Event): unknown {
  if (!event.body) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  // API Gateway lets 10 MB through; the portal takes 1 MB, as the local gateway does.
  if (Buffer.byteLength(text) > MAX_REQUEST_BODY_BYTES) {
    throw new HttpError(413, ErrorCode.tooLarge, apiErrors.requestTooLarge);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(apiErrors.invalidJson);
  }
}

/**
 * Every write attempted while impersonating, and every export (a copy of the user's data leaving the portal,
 * though read with a GET), names the staff member, the user and the client's address (ASVS V16).
 */
async function auditImpersonated(
  ctx: RequestContext | undefined,
  definition: EndpointDefinition,
  routeKey: string,
  event: Event,
  status = 200,
) {
  const isExport = definition.response === ExportFile;
  if (!ctx?.impersonator || (definition.method === 'GET' && !isExport)) return;
  await recordAuditRecord({
    action: definition.method === 'GET' ? 'impersonation.export' : 'impersonation.write',
    actorUserName: ctx.impersonator.userName,
    targetUserName: ctx.user.userName,
    route: routeKey,
    status,
    ip: clientIp(event),
  });
}

function routeFor<E extends EndpointDefinition>(
  route: EndpointRoute & { definition: E },
  run: (input: EndpointInput<E>) => Promise<ResponseOf<E>>,
): Route<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  const { definition } = route;
  const handler = async (rawEvent: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> => {
    const event = rawEvent as Event;
    let ctx: RequestContext | undefined;
    try {
      // Only requests that came through CloudFront (origin-verify.ts): its WAF and headers always apply.
      if (!(await cameThroughCloudFront(event.headers?.[ORIGIN_VERIFY_HEADER]))) throw forbidden();
      // Who first, then what: a caller without access learns nothing about the input the endpoint expects.
      if (definition.auth !== 'public') {
        ctx = await authenticate(event);
        identifyInLogs(ctx);
        // The one really calling decides what a route allows: while impersonating, the staff member's roles,
        // never the target's (ASVS V8.2); the target's roles only shape what the use case shows.
        const actor = ctx.impersonator ?? ctx.user;
        if (definition.auth !== 'user' && !hasCapability(actor, definition.auth)) throw forbidden();
        if (ctx.impersonator && definition.notWhileImpersonating)
          throw forbidden(definition.notWhileImpersonating);
        if (definition.usageLimit) await spendUsage(definition.usageLimit, actor.userName);
      }
      const params = parsePart(definition.params, event.pathParameters ?? {}, 'params');
      const query = parsePart(definition.query, event.queryStringParameters ?? {}, 'query');
      const body = parsePart(definition.body, parseJsonBody(event), 'body');
      const result = await run({ params, query, body, ctx, clientIp: clientIp(event) } as EndpointInput<E>);
      // Encoding the response strips any field the contract does not promise, so nothing leaks, and turns
      // the domain's names into the spec's where its wire names differ (model/postal-wire.ts).
      const payload = z.encode(definition.response, result);
      await auditImpersonated(ctx, definition, route.routeKey, event);
      return {
        statusCode: definition.status ?? 200,
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
        body: JSON.stringify(payload),
      };
    } catch (error) {
      const response = errorResponse(error, event);
      await auditImpersonated(ctx, definition, route.routeKey, event, response.statusCode);
      return response;
    }
  };
  return { method: route.method, path: route.path, handler };
}

/** A Lambda handler that routes every endpoint of `contract` to its implementation. */
export function implement<C extends Contract>(contract: C, implementation: Implementation<C>) {
  const routes = endpointRoutes(contract).map((route) =>
    routeFor(route, implementation[route.name as keyof C] as never),
  );
  return middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2>()
    .use(observability())
    .use(httpHeaderNormalizer())
    .handler(
      httpRouterHandler<APIGatewayProxyEventV2, APIGatewayProxyResultV2>({
        routes,
        notFoundResponse: () => {
          throw notFound(apiErrors.noSuchRoute);
        },
      }),
    )
    .onError(async (request) => {
      request.response = errorResponse(request.error, request.event as Event);
    });
}
