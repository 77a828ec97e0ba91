import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from './zod';
import * as core from './index';
import { NUL_MESSAGE, text } from './text';

/** Every schema the server checks a request body, query string or URL parameter with. */
const requestSchemas = Object.entries(core).filter(
  ([name, value]) =>
    (/(Request|Query|Params)Schema$/.test(name) ||
      ['CustomerSchema', 'CheckoutFormSchema', 'MessageUpdateSchema'].includes(name)) &&
    typeof value === 'object' &&
    value !== null &&
    '_zod' in value,
) as [string, z.ZodType][];

interface Def {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  checks?: { _zod: { def: { format?: string } } }[];
}

/** The string schemas inside a schema, with their paths. */
function stringLeaves(schema: z.ZodType, path: string): [string, z.ZodType][] {
  const def = schema._zod.def as unknown as Def;
  if (def.type === 'string') return [[path, schema]];
  if (def.shape)
    return Object.entries(def.shape).flatMap(([key, inner]) =>
      stringLeaves(inner, `${path}.${key}`),
    );
  const inner = [def.innerType, def.element, def.in, def.out, ...(def.options ?? [])];
  return inner.filter((s) => s !== undefined).flatMap((s) => stringLeaves(s, path));
}

describe('NUL characters in requests', () => {
  it('finds the request schemas', () => {
    const names = requestSchemas.map(([name]) => name);
    for (const name of [
      'RegisterRequestSchema',
      'LoginRequestSchema',
      'ResetRequestSchema',
      'ResetConfirmRequestSchema',
      'ContactRequestSchema',
      'CreateOrderRequestSchema',
      'ValidatePromoRequestSchema',
      'ApplyPromosRequestSchema',
      'CreateProductRequestSchema',
      'UpdateProductRequestSchema',
      'AdminProductQuerySchema',
      'AdminOrderQuerySchema',
      'CreateSessionRequestSchema',
      'CreateKokoPaymentRequestSchema',
    ])
      expect(names).toContain(name);
  });

  const leaves = requestSchemas.flatMap(([name, schema]) => stringLeaves(schema, name));

  it('reaches every text field', () => {
    const paths = leaves.map(([path]) => path);
    expect(paths).toContain('CreateOrderRequestSchema.customer.firstName');
    expect(paths).toContain('CreateProductRequestSchema.pictures.alt');
    expect(paths).toContain('AdminOrderQuerySchema.q');
  });

  it.each(leaves)('%s refuses a NUL with a clear message', (_, schema) => {
    for (const value of ['\u0000', 'a\u0000', '\u0000b', 'ab@c.lk\u0000']) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      const def = schema._zod.def as unknown as Def;
      const format =
        def.format ?? def.checks?.find((check) => check._zod.def.format)?._zod.def.format;
      // uuid, a slug's pattern and the like refuse it by their own format
      if (!format) expect(result.error?.issues[0]?.message).toBe(NUL_MESSAGE);
    }
  });

  it('refuses any text with a NUL anywhere and lets any text without one through', () => {
    const schema = text();
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        expect(schema.safeParse(`${a}\u0000${b}`).success).toBe(false);
        const clean = `${a}${b}`.replaceAll('\u0000', '');
        expect(schema.safeParse(clean).success).toBe(true);
      }),
    );
  });
});
