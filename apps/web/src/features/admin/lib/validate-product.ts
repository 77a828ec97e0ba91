import {
  ADMIN_MESSAGES,
  CreateProductRequestSchema,
  MAX_PICTURES,
  PRODUCT_DETAIL_LIMITS,
  PRODUCT_DETAIL_MESSAGES,
  type AdminProduct,
} from '@avstore/core';
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
  'lowStockThreshold:invalid_type': 'Enter a whole number, or leave it empty',
  'sku:too_big': `Use at most ${PRODUCT_DETAIL_LIMITS.sku} characters`,
  'specs.label:too_big': `Use at most ${PRODUCT_DETAIL_LIMITS.label} characters`,
  'specs.value:too_big': `Use at most ${PRODUCT_DETAIL_LIMITS.value} characters`,
  'warrantyBy:invalid_value': 'Choose who gives the warranty',
};

/** The form's field a request field's path belongs to: a specification's own input, a warranty's. */
function fieldOf(path: readonly PropertyKey[]): keyof FieldErrors {
  const [head, index, key] = path;
  if (head === 'specs' && typeof index === 'number' && (key === 'label' || key === 'value'))
    return `specs.${index}.${key}`;
  if (head === 'warranty') return index === 'by' ? 'warrantyBy' : 'warrantyMonths';
  if (head === 'attributes' && typeof index === 'string') return `attributes.${index}`;
  // The Sinhala and Tamil texts are shown together, under their own section.
  if (head === 'translations') return 'descriptionIn';
  return String(head ?? 'name') as ProductField;
}

export type ProductValidation =
  { ok: true; data: ProductData } | { ok: false; errors: FieldErrors };

/** Checks the form with the core schema; each field gets the first message about it. */
export function validateProduct(values: ProductFormValues): ProductValidation {
  const result = CreateProductRequestSchema.safeParse(formToRequest(values));
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    const head = String(issue.path[0] ?? 'name');
    const where = issue.path.length > 2 ? `${head}.${String(issue.path.at(-1))}` : field;
    // A typed specification's own rules speak for themselves; anything else there is a typo.
    const typo = head === 'attributes' && issue.code !== 'custom' ? 'Enter a number' : undefined;
    errors[field] ??= FRIENDLY[`${where}:${issue.code}`] ?? typo ?? issue.message;
  }
  return { ok: false, errors };
}

/** The server's words that belong to one field when they come without its name. */
const SERVER_FIELDS: Record<string, keyof FieldErrors> = {
  [ADMIN_MESSAGES.nameTaken]: 'name',
  [ADMIN_MESSAGES.nameTakenArchived]: 'name',
  [PRODUCT_DETAIL_MESSAGES.tooManySpecs]: 'specs',
  [PRODUCT_DETAIL_MESSAGES.specLabel]: 'specs',
  [PRODUCT_DETAIL_MESSAGES.specValue]: 'specs',
  [PRODUCT_DETAIL_MESSAGES.warrantyMonths]: 'warrantyMonths',
};

/**
 * A refusal of the server shown beside its field, as the form's own checks are: a taken name, or
 * a 400 naming the request field ('specs.1.label: Each specification needs a label.').
 */
export function serverFieldErrors(message: string | undefined): FieldErrors | undefined {
  if (!message) return undefined;
  const known = SERVER_FIELDS[message];
  if (known) return { [known]: message };
  const named = /^([a-zA-Z]+(?:\.[a-zA-Z0-9]+)*): (.+)$/.exec(message);
  if (!named) return undefined;
  const path = named[1]!.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return { [fieldOf(path)]: named[2]! };
}

/**
 * Fields that must travel together: the server checks the promo, KOKO and discount rules on the
 * fields a PATCH carries, so half a pair would be refused.
 */
const TOGETHER: (keyof ProductData)[][] = [
  ['price', 'discountPrice'],
  ['promoCode', 'promoDiscount'],
  ['kokoInstallment', 'kokoInstallmentCount'],
];

/** JSON with each object's keys in order: the database may hand `attributes` back reordered. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The saved value of a field as the form sends it: a picture is its id and alt text only. */
function savedValue(base: AdminProduct, key: keyof ProductData): unknown {
  if (key === 'pictures') return base.pictures.map(({ id, alt }) => ({ id, alt }));
  return base[key];
}

/** What an edit changed against the product it started from, with each rule's partners. */
export function productChanges(base: AdminProduct, given: ProductData): Partial<ProductData> {
  // A form with no Sinhala or Tamil leaves them out: against saved ones, that is clearing them.
  const data = { ...given, translations: given.translations ?? {} };
  // Whether it is a draft is changed by publishing, never by an edit.
  const keys = (Object.keys(data) as (keyof ProductData)[]).filter(
    (key) => key !== 'draft' && !same(data[key], savedValue(base, key)),
  );
  for (const group of TOGETHER) {
    if (group.some((key) => keys.includes(key))) {
      for (const key of group) if (!keys.includes(key)) keys.push(key);
    }
  }
  return Object.fromEntries(keys.map((key) => [key, data[key]])) as Partial<ProductData>;
}
