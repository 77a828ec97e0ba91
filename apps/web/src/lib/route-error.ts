import { isRouteErrorResponse } from 'react-router';

/** What an error screen says of the error a route threw: its message, or an answer's status. */
export function routeErrorDetail(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return undefined;
}
