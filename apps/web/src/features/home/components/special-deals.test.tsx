import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { makeProduct, renderWithApi } from '../../../testing';
import { SpecialDeals } from './special-deals';

afterEach(cleanup);

it("shows the chosen product with the block's words, and opens its page from 'Shop Now'", async () => {
  const product = makeProduct({ name: 'LD Systems ANNY 10', slug: 'ld-systems-anny-10' });
  renderWithApi(<SpecialDeals />, {
    'GET /api/content/special-deal': {
      status: 200,
      body: {
        product,
        title: 'A 250-watt PA that runs on battery',
        points: ['Bluetooth audio streaming'],
        note: 'Sign in and use code SPECIAL10 for 10% off.',
      },
    },
  });
  const deal = await screen.findByRole('region', { name: 'A 250-watt PA that runs on battery' });
  expect(within(deal).getByText('LD Systems ANNY 10')).toBeInTheDocument();
  expect(within(deal).getByRole('listitem')).toHaveTextContent('Bluetooth audio streaming');
  expect(within(deal).getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
    'href',
    '/product/ld-systems-anny-10',
  );
});

it('shows nothing when the shop has no product to offer', async () => {
  const { api } = renderWithApi(<SpecialDeals />, {
    'GET /api/content/special-deal': {
      status: 200,
      body: { product: null, title: '', points: [], note: '' },
    },
  });
  await expect.poll(() => api.to('GET /api/content/special-deal').length).toBe(1);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
