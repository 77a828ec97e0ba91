import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '@avstore/core';
import {
  inLanguage,
  inSinhalaAndTamil,
  makePublicConfig,
  renderWithProviders,
  stubApi,
} from '../../testing';
import { Component as AboutPage } from './about';
import { Component as ComparePage } from './compare';
import { Component as ContactPage } from './contact';

// About's, Contact's and Compare's own words in Sinhala and Tamil (issue #30); the owner's texts are
// the shop's.
const SHOWN = {
  si: {
    contact: 'අප අමතන්න',
    send: 'පණිවිඩය යවන්න',
    nameRequired: 'කරුණාකර ඔබේ නම ඇතුළත් කරන්න',
    compare: 'නිෂ්පාදන සසඳන්න',
    shop: 'සාප්පුව',
    policies: ['මුදල් ආපසු ගෙවීමේ ප්‍රතිපත්තිය', 'පෞද්ගලිකත්ව ප්‍රතිපත්තිය', 'නියම සහ කොන්දේසි'],
  },
  ta: {
    contact: 'எம்மைத் தொடர்புகொள்க',
    send: 'செய்தியை அனுப்புக',
    nameRequired: 'உங்கள் பெயரை உள்ளிடுங்கள்',
    compare: 'பொருட்களை ஒப்பிடுக',
    shop: 'கடை',
    policies: ['பணத்தைத் திருப்பித் தரும் கொள்கை', 'தனியுரிமைக் கொள்கை', 'விதிமுறைகளும் நிபந்தனைகளும்'],
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

  it("About's policies by titles of its own, the owner's paragraphs under them", async () => {
    stubApi({ 'GET /api/content/pages': { status: 200, body: DEFAULT_PAGES } });
    renderWithProviders(inLanguage(language, <AboutPage />), { path: '/about' });
    for (const title of words.policies)
      expect(await screen.findByRole('button', { name: title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: words.policies[0] }));
    expect(screen.getByText(DEFAULT_PAGES.refundPolicy[0]!)).toBeVisible();
  });

  it('an empty comparison points to the Shop', () => {
    renderWithProviders(inLanguage(language, <ComparePage />), { path: '/compare' });
    expect(screen.getByRole('heading', { level: 1, name: words.compare })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.shop })).toHaveAttribute('href', '/shop');
  });
});
