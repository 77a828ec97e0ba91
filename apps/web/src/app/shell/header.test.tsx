import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadCart } from '../../features/cart/cart-store';
import { makeCartLine, OTHER_PRODUCT_ID, renderWithProviders, stubApi } from '../../testing';
import { Header } from './header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadCart();
});

function open(lines: ReturnType<typeof makeCartLine>[]) {
  localStorage.setItem('cart', JSON.stringify(lines));
  reloadCart();
  stubApi({});
  return renderWithProviders(<Header />);
}

describe('the header on a phone', () => {
  it('shows a cart button with the number of units beside the menu', () => {
    open([makeCartLine({ quantity: 2 }), makeCartLine({ id: OTHER_PRODUCT_ID, name: 'SM58' })]);
    // jsdom draws both: the wide navigation's link and the phone's button, named alike.
    const [wide, cart] = screen.getAllByRole('link', { name: 'Cart, 3 items' });
    expect(wide).toHaveAttribute('href', '/cart');
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('3');
    // Drawn for narrow screens only; the wide navigation keeps its own Cart link.
    expect(cart).toHaveClass('md:hidden');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('counts one unit as one item', () => {
    open([makeCartLine()]);
    const links = screen.getAllByRole('link', { name: 'Cart, 1 item' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveTextContent('1');
  });

  it('shows the cart button without a count when the cart is empty', () => {
    open([]);
    // jsdom draws both: the wide navigation's link and the phone's button, which has no text.
    const links = screen.getAllByRole('link', { name: 'Cart' });
    const cart = links.find((link) => link.getAttribute('aria-label') === 'Cart');
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('');
  });
});
