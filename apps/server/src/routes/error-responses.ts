import { z } from 'zod';
import { ApiErrorSchema } from '@avstore/core';

/** The response schemas of a route's refusals: every error answer is {message, code?}. */
export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof ApiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ApiErrorSchema])) as Record<
    S,
    typeof ApiErrorSchema
  >;
}

/**
 * What a route reading a body answers besides its own refusals: a body that does not parse or
 * fails its schema (400), one over BODY_LIMIT (413), one of a type the store does not read (415).
 */
export const BODY_REFUSALS = [400, 413, 415] as const;

/**
 * What a route with path parameters answers besides its own refusals: a parameter that fails its
 * schema or is not valid percent-encoding (400), one over the router's length limit (414).
 */
export const PATH_REFUSALS = [400, 414] as const;

/** The database cannot be reached: 503 with Retry-After (docs/architecture.md#errors). */
export const UNAVAILABLE = 503;

/** An answer without a body, such as a 304 or a redirect, with the headers it carries. */
export const noBody = (description: string, headers?: Record<string, string>) =>
  z.undefined().meta({
    description,
    ...(headers && {
      headers: Object.fromEntries(
        Object.entries(headers).map(([name, text]) => [
          name,
          { type: 'string', description: text },
        ]),
      ),
    }),
  });
