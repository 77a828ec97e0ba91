import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cleanUpAfterEach,
  makeAdminProduct,
  renderWithProviders,
  signIn,
  stubApi,
} from '../../../../testing';
import { StockEditor } from './stock-editor';

cleanUpAfterEach();

describe('StockEditor', () => {
  it('sends the stock alone, on the version shown', async () => {
    signIn('staff');
    const product = makeAdminProduct({ stock: 3, version: 4 });
    const api = stubApi({
      [`GET /api/admin/products/${product.id}`]: { status: 200, body: product },
      [`PATCH /api/admin/products/${product.id}`]: {
        status: 200,
        body: { ...product, stock: 9, version: 5 },
      },
    });
    renderWithProviders(<StockEditor id={product.id} />);
    const stock = await screen.findByRole('textbox', { name: 'Stock' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock' }));
    const patch = api.fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ stock: 9, version: 4 });
  });

  it('says what is wrong with a stock that is not a whole number', async () => {
    signIn('staff');
    const product = makeAdminProduct();
    stubApi({ [`GET /api/admin/products/${product.id}`]: { status: 200, body: product } });
    renderWithProviders(<StockEditor id={product.id} />);
    const stock = await screen.findByRole('textbox', { name: 'Stock' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Stock must be a whole number, 0 or more.');
  });
});
