import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanUpAfterEach, makeProduct, renderWithApi } from '../../testing';
import { Component as ComparePage } from './compare';

cleanUpAfterEach();

const A = makeProduct({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'QSC K12.2',
  slug: 'qsc-k12-2',
  category: 'Active Speakers',
  attributes: { powerRms: 1000, wooferSize: 12 },
});
const B = makeProduct({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'JBL EON715',
  slug: 'jbl-eon715',
  category: 'Active Speakers',
  attributes: { powerRms: 1000, wooferSize: 15 },
});

describe('the compare page', () => {
  it('shows the products of its address side by side, marking where they differ', async () => {
    const { api } = renderWithApi(
      <ComparePage />,
      { 'GET /api/products/compare': { status: 200, body: { items: [A, B] } } },
      { path: `/compare?ids=${A.id},${B.id}` },
    );
    const table = await screen.findByRole('table');
    expect(api.requests[0]?.url.searchParams.get('ids')).toBe(`${A.id},${B.id}`);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([expect.stringContaining('QSC K12.2'), expect.stringContaining('JBL EON715')]);
    const woofer = within(table).getByRole('rowheader', { name: /Woofer size/ });
    expect(woofer).toHaveTextContent('differs');
    expect(woofer.closest('tr')).toHaveTextContent('12 in15 in');
    expect(within(table).getByRole('rowheader', { name: 'Power (RMS)' })).not.toHaveTextContent(
      'differs',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show only differences' }));
    expect(within(table).queryByRole('rowheader', { name: 'Power (RMS)' })).toBeNull();
  });

  it('removes a product from the comparison and its address', async () => {
    const { location } = renderWithApi(
      <ComparePage />,
      {
        'GET /api/products/compare': [
          { status: 200, body: { items: [A, B] } },
          { status: 200, body: { items: [B] } },
        ],
      },
      { path: `/compare?ids=${A.id},${B.id}` },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove QSC K12.2' }));
    await waitFor(() => expect(location()).toBe(`/compare?ids=${B.id}`));
  });

  it('says what to do when nothing is picked', () => {
    renderWithApi(<ComparePage />, {}, { path: '/compare' });
    expect(screen.getByText(/Nothing to compare yet/)).toBeInTheDocument();
  });
});
