import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_MESSAGES, type SalesReport, type TopSellers } from '@avstore/core';
import { asStaffInEachTest, renderWithApi } from '../../../../testing';
import { LowStockScreen } from './low-stock-screen';
import { ReportsScreen } from './reports-screen';

// jsdom draws no canvas: the chart module stands in as a marker that it was loaded.
vi.mock('./sales-chart', () => ({
  default: ({ report }: { report: SalesReport }) => <p>Chart of {report.buckets.length} bars</p>,
}));
asStaffInEachTest();

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const sales: SalesReport = {
  from: '2025-03-01',
  to: '2025-03-03',
  unit: 'day',
  timeZone: 'Asia/Colombo',
  buckets: [
    { start: '2025-03-01', orders: 1, revenue: 1000 },
    { start: '2025-03-02', orders: 0, revenue: 0 },
    { start: '2025-03-03', orders: 3, revenue: 3000 },
  ],
  totals: { orders: 4, revenue: 4000 },
  payment: [
    { method: 'card', orders: 3, revenue: 3500 },
    { method: 'cash', orders: 1, revenue: 500 },
  ],
  delivery: [{ method: 'pickup', orders: 4, revenue: 4000 }],
  districts: [
    { district: 'Nuwara Eliya', orders: 3, revenue: 3500 },
    { district: null, orders: 1, revenue: 500 },
  ],
};
const top: TopSellers = {
  from: '2025-03-01',
  to: '2025-03-03',
  byQuantity: [
    { productId: P1, name: 'Yamaha MG10XU', quantity: 5, revenue: 500 },
    { productId: P2, name: 'JBL EON715', quantity: 1, revenue: 3500 },
  ],
  byRevenue: [
    { productId: P2, name: 'JBL EON715', quantity: 1, revenue: 3500 },
    { productId: P1, name: 'Yamaha MG10XU', quantity: 5, revenue: 500 },
  ],
};
const PATH = '/admin/reports?from=2025-03-01&to=2025-03-03&unit=day';
const answers = {
  'GET /api/admin/reports/sales': { status: 200, body: sales },
  'GET /api/admin/reports/top-sellers': { status: 200, body: top },
};

// A loaded machine takes a while to bring the chart's lazy module in.
describe('ReportsScreen', { timeout: 20_000 }, () => {
  it("shows the period's totals, chart, mixes, districts and top sellers", async () => {
    const { api } = renderWithApi(<ReportsScreen />, answers, { path: PATH });
    // The chart's module comes lazily, after the figures.
    await screen.findByRole('region', { name: 'Revenue' });
    expect(await screen.findByText('Chart of 3 bars', {}, { timeout: 10_000 })).toBeVisible();
    expect(api.to('GET /api/admin/reports/sales')[0]!.url.search).toBe(
      '?from=2025-03-01&to=2025-03-03&unit=day',
    );
    expect(screen.getByText(/Counts the orders that sold/)).toHaveTextContent(
      'Pending and cancelled orders are left out',
    );
    expect(within(screen.getByRole('region', { name: 'Revenue' })).getByText('LKR 4,000.00'));
    const payment = screen.getByRole('region', { name: 'Payment method mix' });
    expect(within(payment).getByRole('row', { name: /Card 3 \(75%\)/ })).toBeInTheDocument();
    const districts = screen.getByRole('region', { name: 'Orders by district' });
    expect(within(districts).getByRole('rowheader', { name: 'Nuwara Eliya' })).toBeInTheDocument();
    expect(within(districts).getByRole('rowheader', { name: 'No district (pickup)' }));
    const byRevenue = screen.getByRole('region', { name: 'Top sellers by revenue' });
    expect(
      within(byRevenue)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['JBL EON715', 'Yamaha MG10XU']);
  });

  it('refuses a period that ends before it starts, asking for nothing', async () => {
    const { api } = renderWithApi(<ReportsScreen />, answers, { path: PATH });
    await screen.findByRole('region', { name: 'Revenue' });
    const before = api.requests.length;
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-03-09');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REPORT_MESSAGES.order);
    expect(api.requests.length).toBe(before);
  });

  it('asks for weeks when chosen', async () => {
    const { api } = renderWithApi(<ReportsScreen />, answers, { path: PATH });
    await screen.findByRole('region', { name: 'Revenue' });
    await userEvent.selectOptions(screen.getByLabelText('By'), 'week');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() =>
      expect(api.to('GET /api/admin/reports/sales').at(-1)!.url.searchParams.get('unit')).toBe(
        'week',
      ),
    );
  });
});

describe('LowStockScreen', () => {
  it('lists the low products with their levels, and says when none is', async () => {
    renderWithApi(<LowStockScreen />, {
      'GET /api/admin/reports/low-stock': [
        {
          status: 200,
          body: {
            defaultThreshold: 5,
            items: [
              {
                id: P1,
                name: 'Shure SM58',
                sku: 'SM58-LC',
                stock: 0,
                threshold: 5,
                mailedAt: null,
              },
            ],
          },
        },
      ],
    });
    const item = await screen.findByRole('link', { name: /Shure SM58/ });
    expect(item).toHaveAttribute('href', `/admin/products/${P1}`);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('low at 5')).toBeInTheDocument();
    expect(screen.getByText('Not mailed yet')).toBeInTheDocument();
  });
});
