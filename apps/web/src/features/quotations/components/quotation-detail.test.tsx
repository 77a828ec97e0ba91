import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTATION_MESSAGES, type Quotation } from '@avstore/core';
import {
  makeQuotation,
  QUOTATION_ID,
  renderWithProviders,
  signIn,
  stubApi,
} from '../../../testing';
import { QuotationDetail } from './quotation-detail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ID = QUOTATION_ID;
const ORDER = 'fedcba98-0000-4000-8000-000000000000';
const SENT = makeQuotation();

describe('QuotationDetail', () => {
  it("is accepted, then offers the page's order form, and is read again once ordered", async () => {
    signIn();
    const api = stubApi({
      [`GET /api/quotations/${ID}`]: [
        { status: 200, body: SENT },
        { status: 200, body: { ...SENT, status: 'ordered', orderId: ORDER } },
      ],
      [`POST /api/quotations/${ID}/accept`]: {
        status: 200,
        body: { ...SENT, status: 'accepted' },
      },
    });
    const orderForm = vi.fn((quotation: Quotation, ordered: () => void) => (
      <button type="button" onClick={ordered}>
        Order {quotation.number}
      </button>
    ));
    renderWithProviders(<QuotationDetail id={ID} orderForm={orderForm} />);
    expect(await screen.findByText('Includes a two-year warranty.')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('130,000.00');
    expect(orderForm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept quotation' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Order Q-ABCDEF12' }));
    expect(await screen.findByText('Ordered: order #FEDCBA98')).toBeInTheDocument();
    expect(api.to(`GET /api/quotations/${ID}`)).toHaveLength(2);
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
    renderWithProviders(<QuotationDetail id={ID} orderForm={() => null} />);
    expect(await screen.findByText(/Expired/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept quotation' })).toBeNull();
    await userEvent.type(screen.getByLabelText('What would you like changed?'), 'Next term');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTATION_MESSAGES.notSent);
  });
});
