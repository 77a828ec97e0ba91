import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  inLanguage,
  inSinhalaAndTamil,
  makePublicConfig,
  renderWithProviders,
  stubApi,
} from '../../testing';
import { Component as ComparePage } from './compare';
import { Component as ContactPage } from './contact';

// Contact's and Compare's own words in Sinhala and Tamil (issue #30); the owner's texts are
// the shop's.
const SHOWN = {
  si: {
    contact: 'අප අමතන්න',
    send: 'පණිවිඩය යවන්න',
    nameRequired: 'කරුණාකර ඔබේ නම ඇතුළත් කරන්න',
    compare: 'නිෂ්පාදන සසඳන්න',
    shop: 'සාප්පුව',
  },
  ta: {
    contact: 'எம்மைத் தொடர்புகொள்க',
    send: 'செய்தியை அனுப்புக',
    nameRequired: 'உங்கள் பெயரை உள்ளிடுங்கள்',
    compare: 'பொருட்களை ஒப்பிடுக',
    shop: 'கடை',
  },
};

inSinhalaAndTamil(['pages', 'catalogue']);

describe.each(['si', 'ta'] as const)('in %s', (language) => {
  const words = SHOWN[language];

  it('the contact page and core’s check of its form', async () => {
    stubApi({ 'GET /api/config': { status: 200, body: makePublicConfig() } });
    renderWithProviders(inLanguage(language, <ContactPage />), { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: words.contact })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: words.send }));
    expect(await screen.findByText(words.nameRequired)).toBeInTheDocument();
  });

  it('an empty comparison points to the Shop', () => {
    renderWithProviders(inLanguage(language, <ComparePage />), { path: '/compare' });
    expect(screen.getByRole('heading', { level: 1, name: words.compare })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.shop })).toHaveAttribute('href', '/shop');
  });
});
