import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, type AdminProduct } from '@avstore/core';
import { notify } from '../../../../lib/notify';
import {
  asStaffInEachTest,
  makeAdminProduct,
  PRODUCT_ID,
  renderWithProviders,
  type Request,
  stubApi,
  stubDialog,
  uploadedPicture,
} from '../../../../testing';
import { ProductEditor } from './product-editor';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));

const PATH = `/api/admin/products/${PRODUCT_ID}`;
beforeAll(stubDialog);
asStaffInEachTest(vi.mocked(notify));

// Pictures have tests of their own (product-editor-pictures.test.tsx); here a product has two.
const product = (overrides: Partial<AdminProduct> = {}) =>
  makeAdminProduct({ pictures: [uploadedPicture(101), uploadedPicture(102)], ...overrides });
const saved = (request: Request) => ({
  status: 200,
  body: product({ ...(request.body as object), version: 4 }),
});
const open = () => renderWithProviders(<ProductEditor id={PRODUCT_ID} />, { path: '/admin' });
const stock = () => screen.getByRole('spinbutton', { name: 'Stock' });

describe('ProductEditor', () => {
  it('saves only what changed, with the version it started from', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: product() },
      [`PATCH ${PATH}`]: saved,
    });
    open();
    await userEvent.clear(await screen.findByRole('spinbutton', { name: 'Stock' }));
    await userEvent.type(stock(), '4');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Yamaha MG10XU Mixer was saved.'),
    );
    expect(api.to(`PATCH ${PATH}`)[0]!.body).toEqual({ stock: 4, version: 3 });
    expect(screen.getByText(/version 4/)).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('shows each problem beside its field and sends nothing', async () => {
    const api = stubApi({ [`GET ${PATH}`]: { status: 200, body: product() } });
    open();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Discount price (Rs.)' }), '70000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Enter a name',
    );
    expect(
      screen.getByRole('spinbutton', { name: 'Discount price (Rs.)' }),
    ).toHaveAccessibleDescription(expect.stringContaining(ADMIN_MESSAGES.discountNotLower));
    // Fixed fields lose their message at once.
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mixer');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAccessibleDescription();
    expect(api.to(`PATCH ${PATH}`)).toHaveLength(0);
  });

  it("sends the page's details that changed: specifications in their new order, no warranty", async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: product() },
      [`PATCH ${PATH}`]: saved,
    });
    open();
    expect(await screen.findByRole('textbox', { name: 'SKU / model' })).toHaveValue('MG10XU');
    expect(screen.getByRole('spinbutton', { name: 'Months' })).toHaveValue(12);
    expect(screen.getByRole('combobox', { name: 'Given by' })).toHaveDisplayValue(
      "The brand's local agent",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move specification 2 up' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Months' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(api.to(`PATCH ${PATH}`)).toHaveLength(1));
    expect(api.to(`PATCH ${PATH}`)[0]!.body).toEqual({
      specs: [
        { label: 'Weight', value: '2.1 kg' },
        { label: 'Channels', value: '10' },
      ],
      warranty: null,
      version: 3,
    });
  });

  it('keeps the edit on a stale version and reloads only when asked', async () => {
    let version = 3;
    const api = stubApi({
      [`GET ${PATH}`]: () => ({
        status: 200,
        body: product({ version, stock: version === 3 ? 12 : 9 }),
      }),
      [`PATCH ${PATH}`]: { status: 409, body: { message: ADMIN_MESSAGES.staleVersion } },
    });
    open();
    await userEvent.clear(await screen.findByRole('spinbutton', { name: 'Stock' }));
    await userEvent.type(stock(), '4');
    version = 5;
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ADMIN_MESSAGES.staleVersion);
    expect(stock()).toHaveValue(4);

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(stock()).toHaveValue(9));
    expect(api.to(`GET ${PATH}`)).toHaveLength(2);
    expect(screen.getByText(/version 5/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('archives only after a confirmation', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: product() },
      [`DELETE ${PATH}`]: { status: 200, body: product({ archived: true, version: 4 }) },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive this product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it in the shop' }));
    expect(api.to(`DELETE ${PATH}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await userEvent.click(screen.getByRole('button', { name: 'Archive product' }));
    expect(await screen.findByText(/This product is archived/)).toBeInTheDocument();
    expect(api.to(`DELETE ${PATH}`)).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith('success', expect.stringContaining('has left the shop'));
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('says when the product does not exist', async () => {
    stubApi({ [`GET ${PATH}`]: { status: 404, body: { message: 'Product not found' } } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });
});
