import type {
  AdminProduct,
  CreateProductData,
  CreateProductRequest,
  OtherLanguage,
  ProductPicture,
  ProductTranslations,
  WarrantyGiver,
} from '@avstore/core';
import {
  attributesToForm,
  attributesToRequest,
  type AttributeFormValues,
} from './attribute-values';

/** A row of the specifications table as typed; `key` keeps it itself while rows move. */
export interface SpecRowValues {
  key: string;
  label: string;
  value: string;
  /** The label in Sinhala and Tamil (issue #30); empty or missing: the English is shown. */
  si?: string;
  ta?: string;
}

/** The product form as typed: numbers stay text until validation, so a half-typed value survives. */
export interface ProductFormValues {
  name: string;
  price: string;
  discountPrice: string;
  category: string;
  brand: string;
  stock: string;
  description: string;
  /** The description in Sinhala and Tamil (issue #30); empty: the English is shown. */
  descriptionIn: Record<OtherLanguage, string>;
  /** In shop order, the first the main picture; size and colour kept to draw the thumbnails. */
  pictures: ProductPicture[];
  promoCode: string;
  promoDiscount: string;
  kokoInstallment: boolean;
  kokoInstallmentCount: string;
  featured: boolean;
  /** Stock at or below this is low; empty for the shop's default. */
  lowStockThreshold: string;
  /** The maker's model or part number, on the product page. */
  sku: string;
  specs: SpecRowValues[];
  /** Empty for no warranty. */
  warrantyMonths: string;
  warrantyBy: WarrantyGiver;
  /** The typed specifications of its category, by attribute key; an empty one is left out. */
  attributes: AttributeFormValues;
}

export type ProductField = keyof ProductFormValues;
/** A specification's own input: `specs.<index>.label` or `specs.<index>.value`. */
export type SpecField = `specs.${number}.${'label' | 'value'}`;
/** A typed specification's own input: `attributes.<key>`. */
export type AttributeField = `attributes.${string}`;
export type FieldErrors = Partial<Record<ProductField | SpecField | AttributeField, string>>;
/** A valid product, as the schema hands it back (trimmed, promo code upper-cased). */
export type ProductData = CreateProductData;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  price: '',
  discountPrice: '',
  category: '',
  brand: '',
  stock: '0',
  description: '',
  descriptionIn: { si: '', ta: '' },
  pictures: [],
  promoCode: '',
  promoDiscount: '',
  kokoInstallment: false,
  kokoInstallmentCount: '',
  featured: false,
  lowStockThreshold: '',
  sku: '',
  specs: [],
  warrantyMonths: '',
  warrantyBy: 'brand',
  attributes: {},
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function formFromProduct(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    price: text(product.price),
    discountPrice: text(product.discountPrice),
    category: product.category,
    brand: product.brand,
    stock: text(product.stock),
    description: product.description ?? '',
    descriptionIn: {
      si: product.translations.si?.description ?? '',
      ta: product.translations.ta?.description ?? '',
    },
    pictures: product.pictures.map((picture) => ({ ...picture })),
    promoCode: product.promoCode ?? '',
    promoDiscount: text(product.promoDiscount),
    kokoInstallment: product.kokoInstallment,
    kokoInstallmentCount: text(product.kokoInstallmentCount),
    featured: product.featured,
    lowStockThreshold: text(product.lowStockThreshold),
    sku: product.sku,
    specs: product.specs.map((row, i) => ({
      key: `saved-${i}`,
      ...row,
      si: product.translations.si?.specLabels?.[row.label] ?? '',
      ta: product.translations.ta?.specLabels?.[row.label] ?? '',
    })),
    warrantyMonths: text(product.warranty?.months),
    warrantyBy: product.warranty?.by ?? 'brand',
    attributes: attributesToForm(product.attributes),
  };
}

/** '' → undefined (the schema then says what is missing); anything else → a number, maybe NaN. */
const required = (value: string) => (value.trim() === '' ? undefined : Number(value));
/** '' → null: an optional number left empty means 'none'. */
const optional = (value: string) => (value.trim() === '' ? null : Number(value));

/** The request the form stands for; an unticked KOKO offer sends no count. */
export function formToRequest(values: ProductFormValues): CreateProductRequest {
  const koko = values.kokoInstallment;
  return {
    name: values.name,
    price: required(values.price) as number,
    discountPrice: optional(values.discountPrice),
    category: values.category as CreateProductRequest['category'],
    brand: values.brand,
    stock: required(values.stock) as number,
    description: values.description,
    pictures: values.pictures.map(({ id, alt }) => ({ id, alt })),
    promoCode: values.promoCode.trim() === '' ? null : values.promoCode,
    promoDiscount: optional(values.promoDiscount),
    kokoInstallment: koko,
    kokoInstallmentCount: koko ? optional(values.kokoInstallmentCount) : null,
    featured: values.featured,
    lowStockThreshold: optional(values.lowStockThreshold),
    sku: values.sku,
    specs: values.specs.map(({ label, value }) => ({ label, value })),
    // No months, no warranty, whoever was chosen to give it.
    warranty:
      values.warrantyMonths.trim() === ''
        ? null
        : { months: Number(values.warrantyMonths), by: values.warrantyBy },
    attributes: attributesToRequest(values.attributes),
    // None written: left out, and the schema's default (none) applies.
    ...translationsToRequest(values),
  };
}

/**
 * The Sinhala and Tamil texts typed, keyed by the English label as the shop keeps them; what is
 * left empty is left out, so an untouched form sends what was saved.
 */
function translationsToRequest(values: ProductFormValues): { translations?: ProductTranslations } {
  const translations: ProductTranslations = {};
  for (const language of ['si', 'ta'] as const) {
    const description = values.descriptionIn[language].trim();
    const labels = values.specs
      .filter((row) => row.label.trim() !== '' && (row[language] ?? '').trim() !== '')
      .map((row) => [row.label.trim(), row[language]!.trim()] as const);
    const own = {
      ...(description !== '' && { description }),
      ...(labels.length > 0 && { specLabels: Object.fromEntries(labels) }),
    };
    if (Object.keys(own).length > 0) translations[language] = own;
  }
  return Object.keys(translations).length > 0 ? { translations } : {};
}
