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
