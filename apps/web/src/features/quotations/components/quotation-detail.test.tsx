import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTATION_MESSAGES, type Quotation } from '@avstore/core';
import { renderWithProviders, signIn, stubApi } from '../../../testing';
import { QuotationDetail } from './quotation-detail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ID = 'abcdef12-0000-4000-8000-000000000000';
const ORDER = 'fedcba98-0000-4000-8000-000000000000';
const SENT: Quotation = {
  id: ID,
  number: 'Q-ABCDEF12',
  status: 'sent',
  organisation: 'Royal College Colombo',
  vatNumber: '987654321-7000',
  purchaseOrderRef: 'PO-118',
  buyerNote: '',
  shopNote: 'Includes a two-year warranty.',
  validUntil: '2026-12-31',
  expired: false,
  sentAt: '2026-11-21T04:30:00.000Z',
  acceptedAt: null,
  createdAt: '2026-11-20T04:30:00.000Z',
  version: 2,
  lines: [{ productId: null, name: 'Yamaha MG16XU', quantity: 2, unitPrice: 65000 }],
  total: 130000,
  orderId: null,
};

describe('QuotationDetail', () => {
  it('is accepted, then ordered by bank transfer at its prices', async () => {
    signIn();
    const api = stubApi({
      [`GET /api/quotations/${ID}`]: { status: 200, body: SENT },
      [`POST /api/quotations/${ID}/accept`]: {
        status: 200,
        body: { ...SENT, status: 'accepted' },
      },
      [`POST /api/quotations/${ID}/order`]: { status: 201, body: { id: ORDER } },
    });
    const onOrdered = vi.fn();
    renderWithProviders(<QuotationDetail id={ID} email="bursar@royal.lk" onOrdered={onOrdered} />);
    expect(await screen.findByText('Includes a two-year warranty.')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('130,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Accept quotation' }));
    await userEvent.type(await screen.findByLabelText('First name'), 'Nimal');
    await userEvent.type(screen.getByLabelText('Last name'), 'Perera');
    await userEvent.type(screen.getByLabelText('Phone'), '+94 77 123 4567');
    expect(screen.getByLabelText('Bank transfer')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Place order at the quoted prices' }));
    await vi.waitFor(() => expect(onOrdered).toHaveBeenCalledWith(ORDER));
    expect(api.to(`POST /api/quotations/${ID}/order`)[0]?.body).toEqual({
      email: 'bursar@royal.lk',
      firstName: 'Nimal',
      lastName: 'Perera',
      phone: '+94 77 123 4567',
      deliveryMethod: 'pickup',
      paymentMethod: 'bank_transfer',
    });
  });

  it('offers no acceptance once expired, and shows a refusal', async () => {
    signIn();
    stubApi({
      [`GET /api/quotations/${ID}`]: { status: 200, body: { ...SENT, expired: true } },
      [`POST /api/quotations/${ID}/changes`]: {
        status: 409,
        body: { message: QUOTATION_MESSAGES.notSent },
      },
    });
    renderWithProviders(<QuotationDetail id={ID} email="bursar@royal.lk" onOrdered={vi.fn()} />);
    expect(await screen.findByText(/Expired/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept quotation' })).toBeNull();
    await userEvent.type(screen.getByLabelText('What would you like changed?'), 'Next term');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTATION_MESSAGES.notSent);
  });
});
