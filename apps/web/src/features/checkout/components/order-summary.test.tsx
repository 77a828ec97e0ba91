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
