import { describe, expect } from 'vitest';
import { it } from '../fixtures';

// Found by the OpenAPI fuzz test: Fastify's router answered these two itself, bypassing the error
// handler, with a body of its own ({error, code, message, statusCode}) echoing the path, and
// without the store's headers.

const CASES = [
  {
    what: 'a path parameter over the router’s length limit',
    path: `/api/products/${'a'.repeat(101)}`,
    status: 414,
    message: 'The address is too long.',
  },
  {
    what: 'a path that is not valid percent-encoding',
    path: '/api/products/%E0%A4%A',
    status: 400,
    message: 'The address is not valid.',
  },
];

describe("the router's own refusals", () => {
  it.for(CASES)(
    '$what: {message, code} and the store’s headers',
    async ({ path, status, message }, { t }) => {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status).toBe(status);
      const body = JSON.parse(await res.text()) as Record<string, unknown>;
      expect(body).toEqual({ message, code: expect.stringMatching(/^FST_ERR_/) });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );
});
