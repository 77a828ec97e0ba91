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
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Instalment price (Rs.)' }), '10000');
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
      kokoInstallmentPrice: 10000,
      featured: false,
      sku: 'SM58-LC',
      specs: [{ label: 'Type', value: 'Dynamic' }],
      warranty: { months: 12, by: 'shop' },
      attributes: {},
    });
    expect(notify).toHaveBeenCalledWith('success', expect.stringContaining('Shure SM58'));
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
