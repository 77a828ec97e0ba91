import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing';
import { SpecialDeals } from './special-deals';

afterEach(cleanup);

it("opens the deal's own product page from 'Shop Now'", () => {
  renderWithProviders(<SpecialDeals />);
  const deal = screen.getByRole('region', { name: 'A 250-watt PA that runs on battery' });
  expect(within(deal).getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
    'href',
    '/product/ld-systems-anny-10',
  );
});
