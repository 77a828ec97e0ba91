import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, PRODUCT_DETAIL_MESSAGES } from '@avstore/core';
import { makeAdminProduct } from '../../../testing';
import { EMPTY_PRODUCT_FORM, formFromProduct, type ProductFormValues } from './product-form-values';
import { productChanges, serverFieldErrors, validateProduct } from './validate-product';

const valid: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: ' Shure SM58 ',
  price: '30000',
  category: 'Wired Microphones',
  stock: '7',
};

describe('validateProduct', () => {
  it('gives the schema output: trimmed name, numbers, empty optionals as null', () => {
    const result = validateProduct({ ...valid, promoCode: 'save10', promoDiscount: '10' });
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({
        name: 'Shure SM58',
        price: 30000,
        stock: 7,
        discountPrice: null,
        promoCode: 'SAVE10',
        promoDiscount: 10,
        kokoInstallmentCount: null,
      }),
    });
  });

  it('names each missing field in plain words', () => {
    const result = validateProduct({ ...EMPTY_PRODUCT_FORM, stock: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: 'Enter a name',
      price: 'Enter a price',
      category: 'Choose a category',
      stock: 'Enter the stock',
    });
  });

  it('applies the cross-field rules of the core schema', () => {
    const result = validateProduct({
      ...valid,
      discountPrice: '30000',
      promoCode: 'SAVE10',
      kokoInstallment: true,
    });
    if (result.ok) throw new Error('expected errors');
    expect(result.errors.discountPrice).toBe(ADMIN_MESSAGES.discountNotLower);
    expect(result.errors.promoCode).toBe(ADMIN_MESSAGES.promoIncomplete);
    expect(result.errors.kokoInstallmentCount).toBe(ADMIN_MESSAGES.kokoIncomplete);
  });

  it("checks the page's details: each specification's inputs, the warranty's months", () => {
    const result = validateProduct({
      ...valid,
      sku: ' SM58-LC ',
      specs: [
        { key: 'a', label: 'Type', value: 'Dynamic' },
        { key: 'b', label: ' ', value: '298 g' },
        { key: 'c', label: 'Connector', value: '' },
      ],
      warrantyMonths: '0',
    });
    if (result.ok) throw new Error('expected errors');
    expect(result.errors).toEqual({
      'specs.1.label': PRODUCT_DETAIL_MESSAGES.specLabel,
      'specs.2.value': PRODUCT_DETAIL_MESSAGES.specValue,
      warrantyMonths: PRODUCT_DETAIL_MESSAGES.warrantyMonths,
    });
    const ok = validateProduct({
      ...valid,
      sku: ' SM58-LC ',
      specs: [{ key: 'a', label: ' Type ', value: 'Dynamic' }],
      warrantyMonths: '24',
      warrantyBy: 'shop',
    });
    expect(ok.ok && ok.data).toMatchObject({
      sku: 'SM58-LC',
      specs: [{ label: 'Type', value: 'Dynamic' }],
      warranty: { months: 24, by: 'shop' },
    });
    // No months, no warranty, whoever was chosen.
    const none = validateProduct({ ...valid, warrantyMonths: ' ', warrantyBy: 'shop' });
    expect(none.ok && none.data.warranty).toBeNull();
  });

  it('ignores KOKO numbers while the offer is unticked', () => {
    const result = validateProduct({ ...valid, kokoInstallmentCount: '40' });
    expect(result.ok && result.data.kokoInstallmentCount).toBeNull();
  });
});

const PICTURE_A = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  alt: 'Front panel',
  width: 1600,
  height: 1200,
  color: '#202020',
};
const PICTURE_B = { id: 'bbbbbbbb-0000-4000-8000-000000000002', alt: '' };

describe('productChanges', () => {
  const base = makeAdminProduct({
    promoCode: 'MIX10',
    promoDiscount: 10,
    pictures: [PICTURE_A, PICTURE_B],
  });
  const data = (changes: Partial<ProductFormValues>) => {
    const result = validateProduct({ ...formFromProduct(base), ...changes });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };

  it('is empty when nothing changed', () => {
    expect(productChanges(base, data({}))).toEqual({});
  });

  it('sends the changed field, with its rule partners', () => {
    expect(productChanges(base, data({ stock: '4' }))).toEqual({ stock: 4 });
    expect(productChanges(base, data({ promoCode: 'mix15' }))).toEqual({
      promoCode: 'MIX15',
      promoDiscount: 10,
    });
    expect(productChanges(base, data({ discountPrice: '55000' }))).toEqual({
      price: 60000,
      discountPrice: 55000,
    });
  });

  it('sends the pictures, in their new order, as id and alt text', () => {
    expect(productChanges(base, data({ pictures: [...base.pictures].reverse() }))).toEqual({
      pictures: [
        { id: PICTURE_B.id, alt: '' },
        { id: PICTURE_A.id, alt: 'Front panel' },
      ],
    });
  });

  it('sees a new alt text as a change, and not the size the server keeps', () => {
    const [a, b] = base.pictures;
    expect(productChanges(base, data({ pictures: [a!, { ...b!, alt: ' Rear ' }] }))).toEqual({
      pictures: [
        { id: PICTURE_A.id, alt: 'Front panel' },
        { id: PICTURE_B.id, alt: 'Rear' },
      ],
    });
  });

  it('refuses more than ten pictures', () => {
    const pictures = Array.from({ length: 11 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      alt: '',
    }));
    const result = validateProduct({ ...valid, pictures });
    expect(!result.ok && result.errors.pictures).toBe('At most 10 pictures');
  });
});

describe('serverFieldErrors', () => {
  it("puts the server's refusal beside the field it names", () => {
    expect(serverFieldErrors(ADMIN_MESSAGES.nameTaken)).toEqual({ name: ADMIN_MESSAGES.nameTaken });
    expect(serverFieldErrors(`specs.3.label: ${PRODUCT_DETAIL_MESSAGES.specLabel}`)).toEqual({
      'specs.3.label': PRODUCT_DETAIL_MESSAGES.specLabel,
    });
    expect(serverFieldErrors(`warranty.months: ${PRODUCT_DETAIL_MESSAGES.warrantyMonths}`)).toEqual(
      { warrantyMonths: PRODUCT_DETAIL_MESSAGES.warrantyMonths },
    );
    expect(serverFieldErrors(`specs: ${PRODUCT_DETAIL_MESSAGES.tooManySpecs}`)).toEqual({
      specs: PRODUCT_DETAIL_MESSAGES.tooManySpecs,
    });
    expect(serverFieldErrors(PRODUCT_DETAIL_MESSAGES.warrantyMonths)).toEqual({
      warrantyMonths: PRODUCT_DETAIL_MESSAGES.warrantyMonths,
    });
    expect(serverFieldErrors('Could not save the product.')).toBeUndefined();
    expect(serverFieldErrors(undefined)).toBeUndefined();
  });
});
