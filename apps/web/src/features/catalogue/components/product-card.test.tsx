import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { makeProduct } from '../../../testing';
import { ProductCard } from './product-card';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const product = makeProduct({
  id: '6f1c1d5e-8a4b-4c2e-9d3f-0a1b2c3d4e5f',
  name: 'Shure SM58',
  price: 42000,
  category: 'Wired Microphones',
  images: ['/media/sm58.svg'],
});

const renderCard = (deferPicture: boolean) =>
  render(
    <ProductCard
      product={product}
      onOpen={() => {}}
      onAdd={() => {}}
      deferPicture={deferPicture}
    />,
  );

const picture = () => document.querySelector('article img');

describe('ProductCard', () => {
  it('draws its picture at once', () => {
    renderCard(false);
    expect(picture()).toHaveAttribute('src', '/media/sm58.svg');
  });

  it('shown while typing, keeps its picture blank for a moment, then draws it', () => {
    vi.useFakeTimers();
    renderCard(true);
    expect(picture()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Shure SM58' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(100));
    expect(picture()).toBeNull();
    act(() => void vi.advanceTimersByTime(60));
    expect(picture()).toHaveAttribute('src', '/media/sm58.svg');
  });
});
