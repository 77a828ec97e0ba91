import fc from 'fast-check';

/** The part of JSON Schema (2020-12, as zod writes it) that the API document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
}

/** Real values to mix in, so that generated requests reach past "not found". */
export interface Pools {
  /** Values for a string of this format (uuid: the ids of real rows). */
  format(format: string): string[];
  /** Values for a property of this name (promoCode, email, amount…). */
  named(name: string): unknown[];
}

const LONGEST_STRING = 300;
const MOST_ITEMS = 4;

/** A string of any characters: ASCII, any code point, or the awkward ones (NUL, quotes, %). */
const anyString = (minLength = 0, maxLength = 40) =>
  fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 4 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }), weight: 1 },
    {
      arbitrary: fc.string({
        minLength,
        maxLength,
        unit: fc.constantFrom('\u0000', "'", '"', '%', '\\', '\u202e', '😀', ' '),
      }),
      weight: 1,
    },
  );

/**
 * An arbitrary of values that satisfy `schema` (as far as JSON Schema can say: zod's refinements,
 * such as money's two decimals, are not in the document, so some values are still refused), mixing
 * in the real values of `pools`.
 */
export function valid(
  schema: JsonSchema,
  pools: Pools,
  resolve: (ref: string) => JsonSchema,
  name?: string,
): fc.Arbitrary<unknown> {
  const withPool = (arb: fc.Arbitrary<unknown>, real: unknown[]) =>
    real.length ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 2 }, arb) : arb;
  const named = name ? pools.named(name) : [];

  if (schema.$ref) return valid(resolve(schema.$ref), pools, resolve, name);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const members = schema.anyOf ?? schema.oneOf;
  if (members) return fc.oneof(...members.map((m) => valid(m, pools, resolve, name)));
  if (schema.allOf?.length === 1) return valid(schema.allOf[0]!, pools, resolve, name);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => valid({ ...schema, type }, pools, resolve, name)));

  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1;
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1;
      return withPool(fc.integer({ min, max }), named);
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
      const inRange = (n: number) =>
        (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
        (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum);
      // Mostly whole cents, as money is; sometimes any double in range.
      const cents = fc
        .integer({ min: Math.ceil(min * 100), max: Math.floor(Math.min(max, 1e13) * 100) })
        .map((n) => n / 100);
      const double = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      return withPool(fc.oneof({ arbitrary: cents, weight: 3 }, double).filter(inRange), named);
    }
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 40, LONGEST_STRING);
      const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? 1e9);
      let arb: fc.Arbitrary<string>;
      if (schema.format === 'uuid') arb = fc.uuid();
      else if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        arb = fc.stringMatching(pattern).filter(fits);
      } else arb = anyString(minLength, maxLength);
      const real = [...(schema.format ? pools.format(schema.format) : []), ...named].filter(
        (v) => typeof v === 'string' && fits(v),
      );
      return withPool(arb, real);
    }
    case 'array':
      return withPool(
        fc.array(valid(schema.items ?? {}, pools, resolve), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(
            schema.minItems ?? 0,
            Math.min(schema.maxItems ?? MOST_ITEMS, MOST_ITEMS),
          ),
        }),
        named.filter(Array.isArray),
      );
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, valid(value, pools, resolve, key)]),
      );
      return withPool(
        fc.record(model, { requiredKeys: schema.required ?? [] }),
        named.filter((v) => typeof v === 'object' && v !== null && !Array.isArray(v)),
      );
    }
    default:
      // {}: any JSON at all.
      return fc.jsonValue();
  }
}

/** A value of the wrong kind for any schema: what a careless or hostile client sends instead. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1e308, '', [], {}, '0', 'null'),
  anyString(0, 20),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * A body that the schema refuses, or may: a required property dropped, a property of the wrong
 * kind, a property the schema does not know, or any JSON at all.
 */
export function mutated(
  value: fc.Arbitrary<unknown>,
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
): fc.Arbitrary<unknown> {
  const target = schema.$ref ? resolve(schema.$ref) : schema;
  const keys = Object.keys(target.properties ?? {});
  const object = value.filter((v): v is Record<string, unknown> => typeof v === 'object' && !!v);
  const edits: fc.Arbitrary<unknown>[] = [wrongValue];
  if (keys.length) {
    edits.push(
      fc
        .tuple(object, fc.constantFrom(...keys))
        .map(([v, key]) => Object.fromEntries(Object.entries(v).filter(([k]) => k !== key))),
      fc
        .tuple(object, fc.constantFrom(...keys), wrongValue)
        .map(([v, key, wrong]) => ({ ...v, [key]: wrong })),
      fc
        .tuple(object, anyString(1, 12), wrongValue)
        .map(([v, key, extra]) => ({ ...v, [key]: extra })),
    );
  }
  return fc.oneof(...edits);
}
