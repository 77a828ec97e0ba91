import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTATION_MESSAGES, type Quotation } from '@avstore/core';
import { renderWithProviders, signIn, stubApi } from '../../../../testing';
import { QuotationEditor } from './quotation-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ID = 'abcdef12-0000-4000-8000-000000000000';
const QUOTATION: Quotation = {
  id: ID,
  number: 'Q-ABCDEF12',
  status: 'requested',
  organisation: 'Royal College Colombo',
  vatNumber: null,
  purchaseOrderRef: 'PO-118',
  buyerNote: 'For the hall.',
  shopNote: '',
  validUntil: null,
  expired: false,
  sentAt: null,
  acceptedAt: null,
  createdAt: '2026-11-20T04:30:00.000Z',
  version: 3,
  lines: [
    {
      productId: '7d5e2c1a-3b4f-4a6d-9e8f-1a2b3c4d5e6f',
      name: 'Yamaha MG16XU',
      quantity: 2,
      unitPrice: 75000,
    },
  ],
  total: 150000,
  orderId: null,
  buyerEmail: 'bursar@royal.lk',
};

describe('QuotationEditor', () => {
  it('saves the prices and an own line on the version it read', async () => {
    signIn('admin');
    const api = stubApi({
      [`GET /api/admin/quotations/${ID}`]: { status: 200, body: QUOTATION },
      [`PUT /api/admin/quotations/${ID}`]: ({ body }) => ({
        status: 200,
        body: { ...QUOTATION, ...(body as object), version: 4 },
      }),
    });
    renderWithProviders(<QuotationEditor id={ID} />);
    const price = await screen.findByLabelText('Line 1 unit price');
    await userEvent.clear(price);
    await userEvent.type(price, '65000');
    await userEvent.click(screen.getByRole('button', { name: "Add a line of the shop's own" }));
    await userEvent.type(screen.getByLabelText('Valid until'), '2026-12-31');
    expect(screen.getByRole('button', { name: 'Send to the buyer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(screen.getByRole('button', { name: 'Send to the buyer' })).toBeEnabled();
    expect(api.to(`PUT /api/admin/quotations/${ID}`)[0]?.body).toMatchObject({
      version: 3,
      validUntil: '2026-12-31',
      lines: [
        { name: 'Yamaha MG16XU', quantity: 2, unitPrice: 65000 },
        { productId: null, name: 'Installation', quantity: 1 },
      ],
    });
  });

  it('says when another saved meanwhile', async () => {
    signIn('admin');
    stubApi({
      [`GET /api/admin/quotations/${ID}`]: { status: 200, body: QUOTATION },
      [`PUT /api/admin/quotations/${ID}`]: {
        status: 409,
        body: { message: QUOTATION_MESSAGES.stale },
      },
    });
    renderWithProviders(<QuotationEditor id={ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTATION_MESSAGES.stale);
  });
});
