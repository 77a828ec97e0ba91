import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSuggestions } from '@avstore/core';
import { cleanUpAfterEach, makeProduct, renderWithApi } from '../../../testing';
import { HeaderSearch } from './header-search';

cleanUpAfterEach();

const SUGGESTIONS: SearchSuggestions = {
  products: [
    makeProduct({ id: 'p1', name: 'Shure SM58', slug: 'shure-sm58', price: 40000 }),
    makeProduct({ id: 'p2', name: 'Shure BLX24/SM58', slug: 'shure-blx24-sm58', price: 230000 }),
  ],
  categories: [{ label: 'Microphones', filter: 'Microphones' }],
  brands: ['Shure'],
};

function renderSearch() {
  return renderWithApi(<HeaderSearch />, {
    'GET /api/products/suggest': { status: 200, body: SUGGESTIONS },
  });
}

describe('HeaderSearch', () => {
  it('suggests products with their prices, categories and makers as the shopper types', async () => {
    const { api } = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search the shop' });
    expect(box).toHaveAttribute('placeholder', 'Search the shop');
    await userEvent.type(box, 'sm58');
    await screen.findByRole('option', { name: /^Shure SM58/ });
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const options = screen.getAllByRole('option').map((o) => o.textContent?.replace(/\s+/g, ' '));
    expect(options).toEqual([
      'Shure SM58LKR 40,000.00',
      'Shure BLX24/SM58LKR 230,000.00',
      'Microphones',
      'Shure',
      'Search the shop for ‘sm58’',
    ]);
    expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    // Asked once, after the typing paused: not at each of the four keystrokes.
    expect(api.requests.map((r) => r.url.searchParams.get('q'))).toEqual(['sm58']);
  });

  it('moves among the suggestions by the arrow keys, and Enter opens the one chosen', async () => {
    const { location } = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search the shop' });
    await userEvent.type(box, 'shure');
    await screen.findByRole('option', { name: /^Shure SM58/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getAllByRole('option').at(-1)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/shop?category=Microphones'));
  });

  it('opens the Shop’s results on Enter with no suggestion chosen', async () => {
    const { location } = renderSearch();
    await userEvent.type(screen.getByRole('combobox'), 'wireless mic{Enter}');
    await waitFor(() => expect(location()).toBe('/shop?q=wireless+mic'));
  });

  it('opens a product’s page by pointer, and Escape closes the list', async () => {
    const { location } = renderSearch();
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'sm');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('sm');
    await userEvent.type(box, '5');
    await userEvent.click(await screen.findByRole('option', { name: /Shure SM58LKR/ }));
    await waitFor(() => expect(location()).toBe('/product/shure-sm58'));
  });
});
