import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireBackOffice, requireUser } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A body the route reads itself rather than through a schema (a multipart upload, a
     * provider's message): described in the API document, not validated by it.
     */
    describedBody?: { mediaType: string; schema: z.ZodType };
    /** An answer that is a file (a PDF receipt): documented as that media type, in bytes. */
    describedAnswer?: { status: number; mediaType: string };
  }
}

/** The API's own version: raised when an answer or a request changes shape. */
export const API_VERSION = '1.0.0';
/** Where the document and its reference page are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const BEARER = 'bearerAuth';
const NOTIFICATION_SECRET = 'notificationSecret';
/** The card gateway's notification is heard only with the shared secret (DESIGN "Payments"). */
export const NOTIFICATION_SECRET_SECURITY = [{ [NOTIFICATION_SECRET]: [] }];

/** The operations' tags, each with the first segments under /api that it covers. */
const TAGS = [
  {
    name: 'Store',
    description:
      "Health, the public configuration the page reads, and the shop's content (Special Deals, the About and policy texts).",
    segments: ['health', 'config', 'content'],
  },
  { name: 'Catalogue', description: 'The products on sale.', segments: ['products'] },
  {
    name: 'Accounts',
    description:
      'Sign-up, sign-in, password reset, and what a signed-in shopper has on record (the cart too).',
    segments: ['auth', 'cart'],
  },
  { name: 'Contact', description: 'Messages to the shop.', segments: ['contact'] },
  {
    name: 'Orders',
    description: 'Placing an order and reading one, and the delivery charges it pays.',
    segments: ['orders', 'delivery'],
  },
  { name: 'Promos', description: 'Checking a promo code for a product.', segments: ['promos'] },
  {
    name: 'Quotations',
    description:
      "An organisation's request for the shop's prices, the quotation the shop sends, and the order placed from it.",
    segments: ['quotations'],
  },
  {
    name: 'Payments',
    description:
      "Starting a card or KOKO payment, an attempt's state, and the providers' ways back.",
    segments: ['payment'],
  },
  {
    name: 'Back office',
    description:
      "For the shop's owner (admin) and, where a route says so, its staff (docs/product.md §15).",
    segments: ['admin'],
  },
];

/** Which sign-in a route asks for, read from its own hooks (plugins/auth.ts). */
export type Access = 'public' | 'optional' | 'customer' | 'admin';

export function routeAccess(route: Pick<RouteOptions, 'onRequest' | 'preHandler'>): Access {
  const hooks = [route.onRequest, route.preHandler].flat().filter(Boolean);
  if (hooks.includes(requireBackOffice)) return 'admin';
  if (hooks.includes(requireUser)) return 'customer';
  if (hooks.includes(optionalUser)) return 'optional';
  return 'public';
}

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  // An empty requirement first: the token may be left out.
  optional: [{}, { [BEARER]: [] }],
  customer: [{ [BEARER]: [] }],
  admin: [{ [BEARER]: [] }],
};

const DESCRIPTIONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '303': 'See Other: the browser is sent on to the page named by Location',
  '304': 'Not Modified: the If-None-Match tag is still current',
  '400': "The request is invalid: '{field}: {message}', or the message alone",
  '401': "No valid sign-in: 'Please sign in to continue.'",
  '403': "A customer's token on a staff route: 'This is for the shop's staff only.'",
  '404': 'Not found',
  '409': 'Refused in the present state (see the message)',
  '413': 'The body or the file is too large',
  '415': 'The content type is not supported',
  '429': "Too many requests: 'Too many requests. Please try again later', with Retry-After",
  '503': 'The database is unavailable: try again after Retry-After',
};

/** An operation id from the method and path: GET /api/admin/orders/:id → getAdminOrdersById. */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'));
  const camel = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return `${method.toLowerCase()}${camel}`;
}

const isDocumented = (url: string) =>
  url.startsWith('/api/') && url !== OPENAPI_PATH && !url.startsWith(`${DOCS_PATH}`);

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type DescribedBody = NonNullable<import('fastify').FastifyContextConfig['describedBody']>;
type DescribedAnswer = NonNullable<import('fastify').FastifyContextConfig['describedAnswer']>;

function describe({ schema }: DescribedBody) {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return { schema: json };
}

/** Who of the back office may call a route (docs/product.md §15 "Staff"). */
const backOfficeAccess = (access: string | undefined) =>
  access === 'staff'
    ? 'For the owner and staff.'
    : "For the shop's owner only: staff are answered 403 'Only the shop's owner may do this.'";

/**
 * The routes' zod schemas as JSON Schema (fastify-type-provider-zod), plus what the routes say
 * by their hooks and place: the sign-in they need, their tag, an operation id, and words for
 * each status. Everything outside /api (pictures, sandboxes, the web app) is left out.
 */
function transform(input: TransformInput) {
  const { url, route } = input;
  if (!isDocumented(url)) return { schema: { hide: true }, url };
  const schema = (jsonSchemaTransform(input).schema ?? {}) as Record<string, unknown>;
  const method = [route.method].flat()[0]!;
  const responses: Record<string, Record<string, unknown>> = Object.fromEntries(
    Object.entries((schema.response ?? {}) as Record<string, Record<string, unknown>>).map(
      ([status, body]) => [
        status,
        {
          ...body,
          'x-response-description': body.description ?? DESCRIPTIONS[status] ?? 'Answer',
        },
      ],
    ),
  );
  const tag = TAGS.find((t) => t.segments.includes(url.split('/')[2] ?? ''))?.name;
  const config = route.config as
    | { describedBody?: DescribedBody; describedAnswer?: DescribedAnswer; access?: string }
    | undefined;
  const described = config?.describedBody;
  const file = config?.describedAnswer;
  if (file) {
    const answer = responses[file.status] ?? {};
    responses[file.status] = {
      'x-response-description': answer['x-response-description'],
      content: { [file.mediaType]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return {
    url,
    schema: {
      operationId: operationId(method, url),
      ...(tag ? { tags: [tag] } : {}),
      security: SECURITY[routeAccess(route)],
      ...schema,
      ...(routeAccess(route) === 'admin' && {
        description: [schema.description, backOfficeAccess(config?.access)]
          .filter(Boolean)
          .join(' '),
      }),
      ...(described && { body: { content: { [described.mediaType]: describe(described) } } }),
      response: responses,
    },
  };
}

/**
 * The API described in OpenAPI 3.1 from the routes' own zod schemas, at /api/openapi.json, and a
 * reference page at /api/docs whose assets the store serves itself (its CSP allows nothing else).
 * Registered before the routes, so that it sees every one of them.
 */
export async function registerOpenApi(app: FastifyInstance, shopName: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${shopName} API`,
        version: API_VERSION,
        description:
          'The JSON API of the store: the catalogue, accounts, orders, promos, payments and the ' +
          'back office. Every error answer is {message, code?}: message is a sentence a shopper ' +
          'can read, code is for programs. Money is in rupees with at most two decimals.',
      },
      servers: [{ url: '/' }],
      tags: TAGS.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token POST /api/auth/login answers with.',
          },
          [NOTIFICATION_SECRET]: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Notification-Secret',
            description: 'The secret shared with the card gateway for its notifications.',
          },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    );
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
    validatorUrl: false,
  });
}
