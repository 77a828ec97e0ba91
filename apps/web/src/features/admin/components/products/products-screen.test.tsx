import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  asStaffInEachTest,
  makeAdminProduct,
  PRODUCT_ID,
  renderWithApi,
} from '../../../../testing';
import { ProductsScreen } from './products-screen';

asStaffInEachTest();

const list = (total = 1) => ({
  status: 200,
  body: {
    items: [
      makeAdminProduct({
        discountPrice: 55000,
        stock: 3,
        promoCode: 'MIX10',
        promoDiscount: 10,
        kokoInstallment: true,
        kokoInstallmentCount: 3,
      }),
    ],
    total,
  },
});

describe('ProductsScreen', () => {
  it('shows each product with its price, stock label, promo and KOKO offer', async () => {
    renderWithApi(
      <ProductsScreen />,
      { 'GET /api/admin/products': list() },
      { path: '/admin/products' },
    );
    const table = await screen.findByRole('table', { name: 'Products' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Yamaha MG10XU Mixer' })).toHaveAttribute(
      'href',
      `/admin/products/${PRODUCT_ID}`,
    );
    expect(row).toHaveTextContent(/LKR\s?55,000\.00/);
    expect(row).toHaveTextContent(/Was\s?LKR\s?60,000\.00/);
    expect(within(row).getByText('Low Stock (3 items left)')).toBeInTheDocument();
    expect(row).toHaveTextContent('MIX10 · 10%');
    expect(row).toHaveTextContent(/3 × LKR\s?18,333\.33/);
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute(
      'href',
      '/admin/products/new',
    );
  });

  it('asks for products in the shop by default, then by search, category and archive state', async () => {
    const { api, location } = renderWithApi(
      <ProductsScreen />,
      { 'GET /api/admin/products': list() },
      { path: '/admin/products' },
    );
    await screen.findByRole('table', { name: 'Products' });
    const last = () => Object.fromEntries(api.requests.at(-1)!.url.searchParams);
    expect(last()).toEqual({ archived: 'false', page: '1', pageSize: '20' });

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search products' }),
      'yamaha{Enter}',
    );
    await vi.waitFor(() => expect(last()).toMatchObject({ search: 'yamaha' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      'Analog Mixers',
    );
    await vi.waitFor(() => expect(last()).toMatchObject({ category: 'Analog Mixers' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All');
    await vi.waitFor(() => expect(last()).not.toHaveProperty('archived'));
    expect(location()).toBe('/admin/products?search=yamaha&category=Analog+Mixers&archived=all');
  });

  it('marks a draft apart from an archived product, and lists drafts on their own', async () => {
    const { api } = renderWithApi(
      <ProductsScreen />,
      {
        'GET /api/admin/products': {
          status: 200,
          body: {
            items: [
              makeAdminProduct({ name: 'Draft mixer', archived: true, draft: true }),
              makeAdminProduct({ id: crypto.randomUUID(), name: 'Old mixer', archived: true }),
            ],
            total: 2,
          },
        },
      },
      { path: '/admin/products' },
    );
    const table = await screen.findByRole('table', { name: 'Products' });
    const [, draft, old] = within(table).getAllByRole('row');
    expect(within(draft!).getByText('Draft')).toBeInTheDocument();
    expect(within(draft!).queryByText('Archived')).toBeNull();
    expect(within(old!).getByText('Archived')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Drafts');
    await vi.waitFor(() =>
      expect(Object.fromEntries(api.requests.at(-1)!.url.searchParams)).toEqual({
        draft: 'true',
        page: '1',
        pageSize: '20',
      }),
    );
  });

  it('pages through the list and starts again at page 1 on a new filter', async () => {
    const { api } = renderWithApi(
      <ProductsScreen />,
      { 'GET /api/admin/products': list(45) },
      { path: '/admin/products' },
    );
    expect(await screen.findByText('Showing 1–20 of 45 products')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 45 products')).toBeInTheDocument();
    expect(api.requests.at(-1)!.url.searchParams.get('page')).toBe('2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Archived');
    await vi.waitFor(() =>
      expect(Object.fromEntries(api.requests.at(-1)!.url.searchParams)).toMatchObject({
        archived: 'true',
        page: '1',
      }),
    );
  });
});
