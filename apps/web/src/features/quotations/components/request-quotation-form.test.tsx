import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTATION_MESSAGES, TAX_MESSAGES } from '@avstore/core';
import { renderWithProviders, signIn, stubApi } from '../../../testing';
import { RequestQuotationForm } from './request-quotation-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ITEMS = [{ id: '7d5e2c1a-3b4f-4a6d-9e8f-1a2b3c4d5e6f', quantity: 2 }];
const QUOTATION_ID = 'abcdef12-0000-4000-8000-000000000000';

describe('RequestQuotationForm', () => {
  it('says what is missing or wrong under its field, and sends nothing', async () => {
    signIn();
    const api = stubApi({});
    renderWithProviders(<RequestQuotationForm items={ITEMS} onRequested={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('VAT number (optional)'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Request quotation' }));
    expect(screen.getByLabelText('Organisation')).toHaveAccessibleDescription(
      QUOTATION_MESSAGES.organisationRequired,
    );
    expect(screen.getByLabelText('VAT number (optional)')).toHaveAccessibleDescription(
      TAX_MESSAGES.vatNumber,
    );
    expect(api.requests).toHaveLength(0);
  });

  it("sends the organisation, its references and the cart's lines", async () => {
    signIn();
    const api = stubApi({
      'POST /api/quotations': { status: 201, body: { id: QUOTATION_ID } },
    });
    const onRequested = vi.fn();
    renderWithProviders(<RequestQuotationForm items={ITEMS} onRequested={onRequested} />);
    await userEvent.type(screen.getByLabelText('Organisation'), 'Royal College Colombo');
    await userEvent.type(screen.getByLabelText('Purchase-order reference (optional)'), 'PO-118');
    await userEvent.click(screen.getByRole('button', { name: 'Request quotation' }));
    await vi.waitFor(() => expect(onRequested).toHaveBeenCalledWith(QUOTATION_ID));
    expect(api.to('POST /api/quotations')[0]?.body).toMatchObject({
      organisation: 'Royal College Colombo',
      purchaseOrderRef: 'PO-118',
      items: ITEMS,
    });
  });

  it("shows the server's refusal", async () => {
    signIn();
    stubApi({
      'POST /api/quotations': {
        status: 409,
        body: { message: 'A product in your cart is no longer sold. Please review your cart.' },
      },
    });
    renderWithProviders(<RequestQuotationForm items={ITEMS} onRequested={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Organisation'), 'Royal College');
    await userEvent.click(screen.getByRole('button', { name: 'Request quotation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('no longer sold');
  });
});
