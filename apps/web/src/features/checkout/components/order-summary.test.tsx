import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { makeCartLine, OTHER_PICTURE_ID, PICTURE_ID } from '../../../testing';
import { OrderSummary } from './order-summary';

afterEach(cleanup);

describe('OrderSummary', () => {
  it("shows each line's main picture, small, beside its name and total", () => {
    render(
      <OrderSummary
        cart={[
          makeCartLine({ quantity: 2 }),
          // A line saved before pictures had sizes keeps only its address.
          makeCartLine({
            id: '22222222-2222-4222-8222-222222222222',
            name: 'Shure SM58',
            pictures: undefined,
            images: [`/media/${OTHER_PICTURE_ID}.jpg`],
          }),
        ]}
      />,
    );
    expect(screen.getByText('Yamaha MG10XU Mixer')).toBeInTheDocument();
    const pictures = [...document.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('sizes'))).toEqual(['48px', '48px']);
    expect(pictures[0]!.getAttribute('srcset')).toContain(`/media/${PICTURE_ID}/160.jpg 160w`);
    // Its colour holds the place until it arrives (makePicture's #334455).
    expect(pictures[0]!.style.backgroundColor).toBe('rgb(51, 68, 85)');
    expect(pictures[1]!.getAttribute('srcset')).toContain(
      `/media/${OTHER_PICTURE_ID}/160.jpg 160w`,
    );
  });
});

describe('OrderSummary with a delivery', () => {
  const cart = [makeCartLine({ quantity: 2 })]; // 2 × Rs. 30,000

  it('adds the delivery charge to the total', () => {
    render(
      <OrderSummary
        cart={cart}
        delivery={{
          kind: 'charge',
          cents: 150_000,
          free: false,
          freeFromCents: 10_000_000,
          time: '3-5 working days',
        }}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent(/Delivery\s*LKR\s?1,500\.00/);
    expect(summary).toHaveTextContent('Delivery time: 3-5 working days');
    expect(summary).toHaveTextContent('Free delivery on orders of LKR 100,000.00 or more');
    expect(summary).toHaveTextContent(/Total\s*LKR\s?61,500\.00/);
  });

  it('says free once the goods reach the threshold', () => {
    render(
      <OrderSummary
        cart={cart}
        delivery={{ kind: 'charge', cents: 0, free: true, freeFromCents: 5_000_000, time: null }}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent(/Delivery\s*Free/);
    expect(summary).not.toHaveTextContent('Free delivery on orders');
    expect(summary).toHaveTextContent(/Total\s*LKR\s?60,000\.00/);
  });

  it('asks for the district before there is a charge, and says when the charges cannot be read', () => {
    const { rerender } = render(
      <OrderSummary cart={cart} delivery={{ kind: 'choose-district' }} />,
    );
    expect(screen.getByText('Choose your district to see the delivery charge')).toBeInTheDocument();
    rerender(<OrderSummary cart={cart} delivery={{ kind: 'unavailable' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The delivery charges could not be loaded. Please reload the page.',
    );
  });

  it("splits the total with its delivery into KOKO's 3 instalments, to the cent", () => {
    render(
      <OrderSummary
        cart={[makeCartLine({ quantity: 1, price: 38_000 })]}
        delivery={{ kind: 'charge', cents: 0, free: false, freeFromCents: null, time: null }}
        koko
      />,
    );
    expect(screen.getByText(/^KOKO:/)).toHaveTextContent(
      'KOKO: 3 instalments of LKR 12,666.66, the last LKR 12,666.68',
    );
  });
});
