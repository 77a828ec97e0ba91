import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@avstore/core';
import {
  inLanguage,
  inSinhalaAndTamil,
  makeOrder,
  ORDER_ID,
  renderWithProviders,
  signIn,
  stubApi,
  stubDialog,
} from '../../../testing';
import { OrderDetailsModal } from './order-details-modal';

// Issue #30: the order history's address names its district and country, and its downloads say
// what they do and why they failed, in the page's language; the back office's stay English.

inSinhalaAndTamil(['orders', 'checkout']);
beforeAll(stubDialog);

const REFUND_ID = '00000000-0000-4000-8000-000000000001';
const CREDIT_NOTE = `GET /api/orders/${ORDER_ID}/refunds/${REFUND_ID}/credit-note.pdf`;
const RECEIPT = `GET /api/orders/${ORDER_ID}/receipt.pdf`;

const order = makeOrder({
  status: 'delivered',
  customer: {
    ...makeOrder().customer,
    city: 'Negombo',
    district: 'Gampaha',
    zipCode: '11500',
  },
  refunds: [
    {
      id: REFUND_ID,
      amount: 1500,
      method: 'bank_transfer',
      reference: 'BOC-1',
      refundedOn: '2026-11-20',
      creditNote: true,
    },
  ],
});

// Money as core writes it, a no-break space after the sign.
const SHOWN = {
  en: {
    address: '12 Galle Road, Negombo, Gampaha, Sri Lanka 11500',
    creditNotes: 'Credit notes',
    creditNote: 'Credit note: LKR\u00a01,500.00 refunded November 20, 2026',
    receipt: 'Download receipt',
    preparing: 'Preparing receipt...',
    noCreditNote: 'Credit note not found',
    noOrder: 'Order not found',
    network: 'Network error. Please check your connection.',
  },
  si: {
    address: '12 Galle Road, Negombo, ගම්පහ, ශ්‍රී ලංකාව 11500',
    creditNotes: 'ණය සටහන්',
    creditNote: 'ණය සටහන: 2026 නොවැම්බර් 20 දින ආපසු ගෙවූ රු.\u00a01,500.00',
    receipt: 'රිසිට්පත බාගන්න',
    preparing: 'රිසිට්පත සකසමින්...',
    noCreditNote: 'ණය සටහන හමු නොවීය',
    noOrder: 'ඇණවුම හමු නොවීය',
    network: 'ජාල දෝෂයකි. කරුණාකර ඔබේ සම්බන්ධතාවය පරීක්ෂා කරන්න.',
  },
  ta: {
    address: '12 Galle Road, Negombo, கம்பஹா, இலங்கை 11500',
    creditNotes: 'வரவுக் குறிப்புகள்',
    creditNote: 'வரவுக் குறிப்பு: 20 நவம்பர் 2026 அன்று திருப்பிச் செலுத்திய ரூ.\u00a01,500.00',
    receipt: 'பற்றுச்சீட்டைப் பதிவிறக்குக',
    preparing: 'பற்றுச்சீட்டு தயாராகிறது...',
    noCreditNote: 'வரவுக் குறிப்பு கிடைக்கவில்லை',
    noOrder: 'ஆர்டர் கிடைக்கவில்லை',
    network: 'வலையமைப்புப் பிழை. உங்கள் இணைப்பைச் சரிபாருங்கள்.',
  },
};

const open = (language: Language) =>
  renderWithProviders(inLanguage(language, <OrderDetailsModal order={order} onClose={() => {}} />));

describe.each(['en', 'si', 'ta'] as const)('the order history’s order in %s', (l) => {
  const language: Language = l;
  const words = SHOWN[l];

  it('names the district and the country of its address in the language', () => {
    open(language);
    expect(screen.getByText(words.address)).toBeInTheDocument();
  });

  it("says its credit note's refund in the language, and why it could not be had", async () => {
    signIn();
    stubApi({ [CREDIT_NOTE]: { status: 404, body: { message: 'Credit note not found' } } });
    open(language);
    const notes = screen.getByRole('list', { name: words.creditNotes });
    await userEvent.click(within(notes).getByRole('button', { name: words.creditNote }));
    expect(await within(notes).findByRole('alert')).toHaveTextContent(words.noCreditNote);
  });

  it('says that the receipt is being prepared in the language', async () => {
    signIn();
    stubApi({ [RECEIPT]: () => new Promise(() => {}) });
    open(language);
    await userEvent.click(screen.getByRole('button', { name: words.receipt }));
    expect(await screen.findByRole('button', { name: words.preparing })).toBeDisabled();
  });

  it.each([
    ['a refusal', { status: 404, body: { message: 'Order not found' } }, 'noOrder'],
    ['a lost connection', 'network', 'network'],
  ] as const)("says the receipt's %s in the language", async (_, answer, said) => {
    signIn();
    stubApi({ [RECEIPT]: answer });
    open(language);
    await userEvent.click(screen.getByRole('button', { name: words.receipt }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words[said]);
  });
});
