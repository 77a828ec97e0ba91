import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { makeProduct } from '../../../testing';
import { KokoLine } from './koko-line';

afterEach(cleanup);

const offer = (price: number, discountPrice?: number) =>
  makeProduct({
    price,
    discountPrice,
    kokoInstallment: true,
    kokoInstallmentCount: 3,
    // As the seed stored it: a third rounded up, which once read 'total LKR 38,000.01'.
    kokoInstallmentPrice: Math.ceil((price * 100) / 3) / 100,
  });

describe('KokoLine', () => {
  it('splits LKR 38,000 into instalments that add up to it', () => {
    render(<KokoLine product={offer(38_000)} />);
    expect(screen.getByText(/Or pay with KOKO/)).toHaveTextContent(
      'Or pay with KOKO: 3 instalments of LKR 12,666.66, the last LKR 12,666.68 (total LKR 38,000.00)',
    );
  });

  it('splits LKR 385,000 with the last instalment taking the cent', () => {
    render(<KokoLine product={offer(385_000)} />);
    expect(screen.getByText(/Or pay with KOKO/)).toHaveTextContent(
      '3 instalments of LKR 128,333.33, the last LKR 128,333.34 (total LKR 385,000.00)',
    );
  });

  it('splits the discount price, which is what the shopper pays', () => {
    render(<KokoLine product={offer(90_000, 81_000)} />);
    expect(screen.getByText(/Or pay with KOKO/)).toHaveTextContent(
      '3 instalments of LKR 27,000.00 (total LKR 81,000.00)',
    );
  });

  it('shows nothing without an offer', () => {
    const { container } = render(<KokoLine product={makeProduct({ kokoInstallment: false })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
