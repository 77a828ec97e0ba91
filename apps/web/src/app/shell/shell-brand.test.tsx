import type { ReactElement } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePublicConfig, renderWithApi } from '../../testing';
import { Footer } from './footer';
import { Header } from './header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const withConfig = (ui: ReactElement, overrides: Parameters<typeof makePublicConfig>[0]) =>
  renderWithApi(ui, { 'GET /api/config': { status: 200, body: makePublicConfig(overrides) } });

describe('the header’s logo', () => {
  it('is a wordmark drawn from the shop’s name, leading home', async () => {
    withConfig(<Header />, { shopName: 'Colombo Sound House' });
    const logo = await screen.findByRole('img', { name: 'Colombo Sound House' });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(logo).toHaveTextContent('Colombo Sound House');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('is the owner’s picture when SHOP_LOGO names one', async () => {
    withConfig(<Header />, { shopName: 'Colombo Sound House', logoUrl: '/logo.svg' });
    const logo = await screen.findByRole('img', { name: 'Colombo Sound House' });
    expect(logo).toHaveAttribute('src', '/logo.svg');
  });

  it('sits beside a search box that is always there, on a phone too', () => {
    withConfig(<Header />, {});
    // jsdom draws both: the wide screen's box in the bar and the phone's in its own row.
    expect(screen.getAllByRole('combobox', { name: 'Search the shop' })).toHaveLength(2);
  });
});

describe('the footer', () => {
  it('shows the ways to pay, the address and WhatsApp when the shop has a number', async () => {
    withConfig(<Footer />, { shopAddress: '42 Galle Road, Colombo 03', whatsapp: '94771234567' });
    const marks = screen.getByRole('list', { name: 'Ways to pay' });
    expect(
      within(marks)
        .getAllByRole('listitem')
        .map((mark) => mark.textContent),
    ).toEqual(['VISA', 'Mastercard', 'KOKO', 'Cash on delivery']);
    expect(await screen.findByText('42 Galle Road, Colombo 03')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WhatsApp us/ })).toHaveAttribute(
      'href',
      'https://wa.me/94771234567',
    );
  });

  it('offers no WhatsApp link without a number', async () => {
    withConfig(<Footer />, { shopAddress: '42 Galle Road, Colombo 03', whatsapp: null });
    expect(await screen.findByText('42 Galle Road, Colombo 03')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('adds bank transfer to the ways to pay once the shop has given its account', async () => {
    withConfig(<Footer />, {
      bank: {
        bank: 'Commercial Bank of Ceylon',
        branch: 'Kollupitiya',
        accountName: 'Lanka Pro Audio (Pvt) Ltd',
        accountNumber: '1000 2345 6789',
      },
    });
    const marks = screen.getByRole('list', { name: 'Ways to pay' });
    expect(await within(marks).findByText('Bank transfer')).toBeInTheDocument();
  });
});
