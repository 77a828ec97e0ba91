import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, PRODUCT_DETAIL_MESSAGES } from '@avstore/core';
import { notify } from '../../../../lib/notify';
import {
  asStaffInEachTest,
  makeAdminProduct,
  PRODUCT_ID,
  renderWithApi,
} from '../../../../testing';
import { ProductCreator } from './product-creator';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));

asStaffInEachTest(vi.mocked(notify));

const POST = 'POST /api/admin/products';

async function fillIn() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Shure SM58');
  await userEvent.type(screen.getByRole('textbox', { name: 'Brand' }), 'Shure');
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Category' }),
    'Wired Microphones',
  );
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Price (Rs.)' }), '30000');
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'mic10');
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Discount (%)' }), '10');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Offer KOKO instalments' }));
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Number of instalments' }), '3');
}

describe('ProductCreator', () => {
  it('shows what is missing beside each field and sends nothing', async () => {
    const { api } = renderWithApi(<ProductCreator />, {}, { path: '/admin/products/new' });
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Enter a name',
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Choose a category',
    );
    expect(screen.getByRole('spinbutton', { name: 'Price (Rs.)' })).toHaveAccessibleDescription(
      'Enter a price',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked in red.');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('creates the product and opens it for pictures', async () => {
    const { api, location } = renderWithApi(
      <ProductCreator />,
      {
        [POST]: { status: 201, body: makeAdminProduct({ name: 'Shure SM58' }) },
      },
      { path: '/admin/products/new' },
    );
    expect(
      screen.getByText('You can upload pictures once the product is saved.'),
    ).toBeInTheDocument();
    await fillIn();
    await userEvent.type(screen.getByRole('textbox', { name: 'SKU / model' }), ' SM58-LC ');
    await userEvent.click(screen.getByRole('button', { name: 'Add specification' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Label of specification 1' }), 'Type');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Value of specification 1' }),
      'Dynamic',
    );
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Months' }), '12');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Given by' }), 'The shop');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await vi.waitFor(() => expect(location()).toBe(`/admin/products/${PRODUCT_ID}`));
    expect(api.to(POST)[0]!.body).toEqual({
      name: 'Shure SM58',
      brand: 'Shure',
      price: 30000,
      discountPrice: null,
      category: 'Wired Microphones',
      stock: 0,
      description: '',
      pictures: [],
      promoCode: 'MIC10',
      promoDiscount: 10,
      kokoInstallment: true,
      kokoInstallmentCount: 3,
      featured: false,
      lowStockThreshold: null,
      sku: 'SM58-LC',
      specs: [{ label: 'Type', value: 'Dynamic' }],
      warranty: { months: 12, by: 'shop' },
      attributes: {},
      draft: false,
    });
    expect(notify).toHaveBeenCalledWith('success', expect.stringContaining('Shure SM58'));
  });

  it('has no instalment price to type: it shows the split the shop computes', async () => {
    renderWithApi(<ProductCreator />, {}, { path: '/admin/products/new' });
    await fillIn();
    expect(screen.queryByRole('spinbutton', { name: /Instalment price/ })).toBeNull();
    expect(screen.getByText('Shoppers see: 3 instalments of LKR 10,000.00')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Discount price (Rs.)' }), '25000');
    expect(
      screen.getByText('Shoppers see: 3 instalments of LKR 8,333.33, the last LKR 8,333.34'),
    ).toBeInTheDocument();
  });

  it('saves as a draft, with its low-stock threshold, when asked', async () => {
    const { api, location } = renderWithApi(
      <ProductCreator />,
      { [POST]: { status: 201, body: makeAdminProduct({ name: 'Shure SM58', draft: true }) } },
      { path: '/admin/products/new' },
    );
    await fillIn();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Low stock at' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await vi.waitFor(() => expect(location()).toBe(`/admin/products/${PRODUCT_ID}`));
    expect(api.to(POST)[0]!.body).toMatchObject({ draft: true, lowStockThreshold: 2 });
    expect(notify).toHaveBeenCalledWith(
      'success',
      'Shure SM58 was saved as a draft, out of the shop. You can add pictures now.',
    );
  });

  it('refuses a negative low-stock threshold beside its field', async () => {
    const { api } = renderWithApi(<ProductCreator />, {}, { path: '/admin/products/new' });
    await fillIn();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Low stock at' }), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByRole('spinbutton', { name: 'Low stock at' })).toHaveAccessibleDescription(
      expect.stringContaining('Low stock cannot be negative'),
    );
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('points to restoring when the name is an archived product’s', async () => {
    renderWithApi(
      <ProductCreator />,
      { [POST]: { status: 409, body: { message: ADMIN_MESSAGES.nameTakenArchived } } },
      { path: '/admin/products/new' },
    );
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        'An archived product already has this name. Restore it from the archived products instead.',
      ),
    );
  });

  it('puts a taken name beside the name field', async () => {
    renderWithApi(
      <ProductCreator />,
      { [POST]: { status: 409, body: { message: ADMIN_MESSAGES.nameTaken } } },
      { path: '/admin/products/new' },
    );
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        ADMIN_MESSAGES.nameTaken,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.nameTaken);
  });

  it("puts the server's refusal of a specification or the warranty beside its input", async () => {
    const answer = { status: 400, body: { message: '' } };
    renderWithApi(<ProductCreator />, { [POST]: () => answer }, { path: '/admin/products/new' });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Add specification' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Label of specification 1' }), 'Type');
    await userEvent.type(screen.getByRole('textbox', { name: 'Value of specification 1' }), 'x');
    answer.body.message = `specs.0.value: ${PRODUCT_DETAIL_MESSAGES.specValue}`;
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await vi.waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Value of specification 1' }),
      ).toHaveAccessibleDescription(PRODUCT_DETAIL_MESSAGES.specValue),
    );
    answer.body.message = PRODUCT_DETAIL_MESSAGES.warrantyMonths;
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Months' })).toHaveAccessibleDescription(
        expect.stringContaining(PRODUCT_DETAIL_MESSAGES.warrantyMonths),
      ),
    );
  });
});
