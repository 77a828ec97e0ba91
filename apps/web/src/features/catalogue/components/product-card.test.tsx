import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { makePicture, makeProduct, PICTURE_ID } from '../../../testing';
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
  pictures: [makePicture({ alt: 'Shure SM58' })],
});
const jpeg = `/media/${PICTURE_ID}/640.jpg`;

const renderCard = (deferPicture: boolean, priority = false) =>
  render(
    <ProductCard
      product={product}
      onOpen={() => {}}
      onAdd={() => {}}
      deferPicture={deferPicture}
      priority={priority}
    />,
  );

const picture = () => document.querySelector('article img');

describe('ProductCard', () => {
  it('draws its picture at once', () => {
    renderCard(false);
    expect(picture()).toHaveAttribute('src', jpeg);
  });

  it('asks for the width of its grid column: the whole phone, a quarter of the page on a wide screen', () => {
    renderCard(false);
    const sizes = picture()!.getAttribute('sizes')!;
    expect(sizes).toMatch(/^\(min-width: 1280px\) 231px, /);
    expect(sizes).toMatch(/, calc\(100vw - 34px\)$/);
    expect(picture()).toHaveAttribute('loading', 'lazy');
  });

  it('in the first row, loads its picture at once and first', () => {
    renderCard(false, true);
    expect(picture()).toHaveAttribute('loading', 'eager');
    expect(picture()).toHaveAttribute('fetchpriority', 'high');
  });

  it('shown while typing, keeps its picture blank for a moment, then draws it', () => {
    vi.useFakeTimers();
    renderCard(true);
    expect(picture()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Shure SM58' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(100));
    expect(picture()).toBeNull();
    act(() => void vi.advanceTimersByTime(60));
    expect(picture()).toHaveAttribute('src', jpeg);
  });
});
