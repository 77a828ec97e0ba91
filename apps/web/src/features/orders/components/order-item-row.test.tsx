import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@avstore/core';
import { inLanguage, inSinhalaAndTamil, makeItem, renderWithProviders } from '../../../testing';
import { OrderItemRow } from './order-item-row';

// Issue #30: a line of an order names its category in the page's language, as the Shop does;
// the order keeps the English name.

inSinhalaAndTamil(['orders', 'categories']);

const SHOWN: Record<Language, string> = {
  en: 'Wired Microphones',
  si: 'වයර් සහිත මයික්‍රෆෝන්',
  ta: 'வயர் மைக்ரோஃபோன்கள்',
};

describe.each(['en', 'si', 'ta'] as const)('in %s', (language) => {
  it("an order's line names its category in the language", () => {
    const item = makeItem({ name: 'Shure SM58', category: 'Wired Microphones' });
    renderWithProviders(inLanguage(language, <OrderItemRow item={item} />));
    expect(screen.getByText(SHOWN[language])).toBeInTheDocument();
    expect(screen.getByText('Shure SM58')).toBeInTheDocument();
  });
});
