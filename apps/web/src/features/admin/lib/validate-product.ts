import { CreateProductRequestSchema, MAX_PICTURES, type AdminProduct } from '@avstore/core';
import {
  formToRequest,
  type FieldErrors,
  type ProductData,
  type ProductField,
  type ProductFormValues,
} from './product-form-values';

/** Plain words where the schema keeps zod's own wording (field:issue code; field.key inside a list). */
const FRIENDLY: Record<string, string> = {
  'category:invalid_value': 'Choose a category',
  'category:invalid_type': 'Choose a category',
  'name:too_big': 'Use at most 200 characters',
  'description:too_big': 'Use at most 5,000 characters',
  'pictures:too_big': `At most ${MAX_PICTURES} pictures`,
  'pictures.alt:too_big': 'Alt text is at most 300 characters',
  'promoDiscount:invalid_type': 'Between 1 and 99 percent',
  'kokoInstallmentCount:too_small': 'Between 2 and 12 instalments',
  'kokoInstallmentCount:too_big': 'Between 2 and 12 instalments',
  'kokoInstallmentCount:invalid_type': 'Between 2 and 12 instalments',
};

export type ProductValidation =
  { ok: true; data: ProductData } | { ok: false; errors: FieldErrors };

/** Checks the form with the core schema; each field gets the first message about it. */
export function validateProduct(values: ProductFormValues): ProductValidation {
  const result = CreateProductRequestSchema.safeParse(formToRequest(values));
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'name') as ProductField;
    const where = issue.path.length > 2 ? `${field}.${String(issue.path.at(-1))}` : field;
    errors[field] ??= FRIENDLY[`${where}:${issue.code}`] ?? issue.message;
  }
  return { ok: false, errors };
}

/**
 * Fields that must travel together: the server checks the promo, KOKO and discount rules on the
 * fields a PATCH carries, so half a pair would be refused.
 */
const TOGETHER: (keyof ProductData)[][] = [
  ['price', 'discountPrice'],
  ['promoCode', 'promoDiscount'],
  ['kokoInstallment', 'kokoInstallmentCount', 'kokoInstallmentPrice'],
];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The saved value of a field as the form sends it: a picture is its id and alt text only. */
function savedValue(base: AdminProduct, key: keyof ProductData): unknown {
  if (key === 'pictures') return base.pictures.map(({ id, alt }) => ({ id, alt }));
  return base[key];
}

/** What an edit changed against the product it started from, with each rule's partners. */
export function productChanges(base: AdminProduct, data: ProductData): Partial<ProductData> {
  const keys = (Object.keys(data) as (keyof ProductData)[]).filter(
    (key) => !same(data[key], savedValue(base, key)),
  );
  for (const group of TOGETHER) {
    if (group.some((key) => keys.includes(key))) {
      for (const key of group) if (!keys.includes(key)) keys.push(key);
    }
  }
  return Object.fromEntries(keys.map((key) => [key, data[key]])) as Partial<ProductData>;
}
