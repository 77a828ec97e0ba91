import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '../testing';
import { ReceiptButton } from './receipt-button';

const ID = '0a1b2c3d-0000-4000-8000-000000000000';

cleanUpAfterEach();

describe('ReceiptButton', () => {
  it('fetches the PDF with the stored token and saves it as receipt-<number>.pdf', async () => {
    localStorage.setItem('token', 'tok');
    const fetch = vi.fn(
      async () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const created = vi.fn(() => 'blob:receipt');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    render(<ReceiptButton orderId={ID} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(fetch).toHaveBeenCalledWith(`/api/orders/${ID}/receipt.pdf`, {
      headers: { accept: 'application/pdf', authorization: 'Bearer tok' },
    });
    expect(clicked[0]!.download).toBe('receipt-0A1B2C3D.pdf');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:receipt');
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeEnabled();
  });

  it("shows the server's message when the receipt is refused", async () => {
    localStorage.setItem('token', 'tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Order not found' }, { status: 404 })),
    );
    render(<ReceiptButton orderId={ID} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
  });
});
