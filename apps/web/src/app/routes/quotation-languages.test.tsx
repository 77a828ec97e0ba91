import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@avstore/core';
import {
  inLanguage,
  inSinhalaAndTamil,
  makePublicConfig,
  makeQuotation,
  QUOTATION_ID,
  renderWithProviders,
  signIn,
  stubApi,
} from '../../testing';
import { Component as QuotationsPage } from './account-quotations';

vi.mock('../../features/payments/start-payment', () => ({ startPayment: vi.fn() }));

// A quotation in Sinhala and Tamil (issue #30): its state, lines and money, and the order form
// of an accepted one in the checkout's words.
const SHOWN = {
  si: {
    heading: 'මිල ගණන් Q-ABCDEF12 · Royal College Colombo',
    state: /පිළිගැනීමට සූදානම් · 2026-12-31 දක්වා වලංගුයි/,
    unitPrice: 'ඒකක මිල',
    total: 'රු. 130,000.00',
    accept: 'මිල ගණන් පිළිගන්න',
    place: 'දුන් මිල ගණන් අනුව ඇණවුම කරන්න',
  },
  ta: {
    heading: 'விலைக்கூற்று Q-ABCDEF12 · Royal College Colombo',
    state: /ஏற்கத் தயார் · 2026-12-31 வரை செல்லுபடியாகும்/,
    unitPrice: 'அலகு விலை',
    total: 'ரூ. 130,000.00',
    accept: 'விலைக்கூற்றை ஏற்றுக்கொள்க',
    place: 'கூறப்பட்ட விலைகளில் ஆர்டர் செய்க',
  },
};

inSinhalaAndTamil(['quotations', 'checkout', 'payments']);

const open = (language: Language, status: 'sent' | 'accepted') => {
  signIn();
  stubApi({
    'GET /api/config': { status: 200, body: makePublicConfig() },
    [`GET /api/quotations/${QUOTATION_ID}`]: { status: 200, body: makeQuotation({ status }) },
  });
  renderWithProviders(inLanguage(language, <QuotationsPage />), {
    path: `/account/quotations/${QUOTATION_ID}`,
    route: '/account/quotations/:id',
  });
};

describe.each(['si', 'ta'] as const)('in %s', (language) => {
  const words = SHOWN[language];

  it('a quotation sent to the shopper', async () => {
    open(language, 'sent');
    expect(await screen.findByRole('heading', { name: words.heading })).toBeInTheDocument();
    expect(screen.getByText(words.state)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: words.unitPrice })).toBeInTheDocument();
    expect(screen.getAllByText(words.total).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: words.accept })).toBeInTheDocument();
  });

  it('an accepted quotation’s order form', async () => {
    open(language, 'accepted');
    expect(await screen.findByRole('button', { name: words.place })).toBeInTheDocument();
  });
});
