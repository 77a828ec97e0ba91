import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PromotionsScreen } from '../promotions/promotions-screen';
import {
  asStaffInEachTest,
  makeAdminProduct,
  PRODUCT_ID,
  renderWithApi,
} from '../../../../testing';
import { AuditScreen } from './audit-screen';

asStaffInEachTest();

const entry = {
  id: '3f0e2c4e-0000-4000-8000-000000000001',
  actorEmail: 'staff@shop.lk',
  action: 'product.update',
  entity: 'product',
  entityId: PRODUCT_ID,
  before: makeAdminProduct({ stock: 12, version: 3 }),
  after: makeAdminProduct({ stock: 4, version: 4, updatedAt: '2025-03-03T09:00:00.000Z' }),
  createdAt: '2025-03-03T09:00:00.000Z',
};

describe('AuditScreen', () => {
  it('shows who changed what, with only the changed keys, and pages', async () => {
    const { api } = renderWithApi(
      <AuditScreen />,
      {
        'GET /api/admin/audit': {
          status: 200,
          body: { items: [entry], total: 30, totalIsCapped: false, next: 'NEXT', prev: null },
        },
      },
      { path: '/admin/audit' },
    );
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('staff@shop.lk');
    expect(row).toHaveTextContent('Product update');
    expect(within(row).getByRole('link', { name: 'product 7D3F2A10' })).toHaveAttribute(
      'href',
      `/admin/products/${PRODUCT_ID}`,
    );
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['stock: 12 → 4', 'version: 3 → 4']);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(api.requests.at(-1)!.url.searchParams.get('after')).toBe('NEXT'));
  });
});

describe('PromotionsScreen', () => {
  it('lists promo codes by product with their use counts', async () => {
    const promo = {
      productId: PRODUCT_ID,
      productName: 'JBL EON715',
      promoCode: 'SPECIAL10',
      promoDiscount: 10,
      uses: 7,
      archived: false,
    };
    renderWithApi(
      <PromotionsScreen />,
      { 'GET /api/admin/promotions': { status: 200, body: { items: [promo] } } },
      { path: '/admin/promotions' },
    );
    const table = await screen.findByRole('table', { name: 'Promotions' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'JBL EON715',
      'SPECIAL10',
      '10%',
      '7',
      'Active',
    ]);
  });
});
