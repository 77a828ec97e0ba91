import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@avstore/core';
import { LanguageContext } from '../../../i18n/language';
import { makeProduct, renderWithProviders, stubApi, stubDialog } from '../../../testing';
import { ProductDetails } from './product-details';

beforeAll(stubDialog);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = makeProduct({ slug: 'yamaha-mg10xu', description: 'A ten-input mixer.' });
const SINHALA = 'ආදාන දහයක මික්සරයක්.';

function openIn(language: Language) {
  const api = stubApi({
    'GET /api/products/by-slug/yamaha-mg10xu': {
      status: 200,
      body: { product: { ...product, description: SINHALA }, related: [] },
    },
  });
  renderWithProviders(
    <LanguageContext value={language}>
      <ProductDetails product={product} onClose={() => undefined} onAdd={() => undefined} />
    </LanguageContext>,
  );
  return api;
}

describe("the Shop's product details", () => {
  it('show the description the owner wrote in the page’s language', async () => {
    openIn('si');
    expect(await screen.findByText(SINHALA)).toBeInTheDocument();
  });

  it('show the English one on an English page, without asking again', () => {
    const api = openIn('en');
    expect(screen.getByText('A ten-input mixer.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
