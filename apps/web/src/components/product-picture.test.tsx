import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { makePicture, PICTURE_ID } from '../testing';
import { ProductPicture } from './product-picture';

afterEach(cleanup);

const SIZES = '(min-width: 640px) 208px, 176px';
const slot = { sizes: SIZES, width: 176, height: 208 };
const set = (format: string, widths: number[]) =>
  widths.map((w) => `/media/${PICTURE_ID}/${w}.${format} ${w}w`).join(', ');
const ALL = [160, 320, 480, 640, 800, 960, 1280, 1600];

const sources = () =>
  [...document.querySelectorAll('picture > source')].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));

describe('ProductPicture', () => {
  it('offers AVIF, WebP and JPEG at each width the picture is kept at, for the slot', () => {
    render(<ProductPicture picture={makePicture({ alt: 'Front panel' })} {...slot} />);
    const widths = [160, 320, 480, 640, 800, 960, 1200];
    expect(sources()).toEqual([
      { type: 'image/avif', srcset: set('avif', widths), sizes: SIZES },
      { type: 'image/webp', srcset: set('webp', widths), sizes: SIZES },
    ]);
    const img = screen.getByRole('img', { name: 'Front panel' });
    expect(img).toHaveAttribute('srcset', set('jpg', widths));
    expect(img).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute('src', `/media/${PICTURE_ID}/640.jpg`);
    // The picture's own shape, so the page keeps its place before it arrives.
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveStyle({ backgroundColor: '#334455' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('as the largest paint, loads at once and first', () => {
    render(<ProductPicture picture={makePicture()} {...slot} priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('takes the slot’s shape and every standard width while the size is not yet known', () => {
    const picture = { id: PICTURE_ID, alt: 'Mixer' };
    render(<ProductPicture picture={picture} {...slot} />);
    const img = screen.getByRole('img', { name: 'Mixer' });
    expect(img).toHaveAttribute('width', '176');
    expect(img).toHaveAttribute('height', '208');
    expect(img).toHaveAttribute('srcset', set('jpg', ALL));
    expect(sources()[0]!.srcset).toBe(set('avif', ALL));
  });

  it('gives a bare /media address (an old cart line, an order item) every standard width', () => {
    render(<ProductPicture picture={`/media/${PICTURE_ID}.svg`} alt="Shure SM58" {...slot} />);
    const img = screen.getByRole('img', { name: 'Shure SM58' });
    expect(img).toHaveAttribute('srcset', set('jpg', ALL));
    expect(img).toHaveAttribute('sizes', SIZES);
    expect(sources().map((s) => s.srcset)).toEqual([set('avif', ALL), set('webp', ALL)]);
    expect(img).toHaveAttribute('width', '176');
    expect(img).toHaveAttribute('height', '208');
  });

  it('shows any other address as it is', () => {
    render(<ProductPicture picture="/images/products/mg10xu.svg" alt="Mixer" {...slot} />);
    const img = screen.getByRole('img', { name: 'Mixer' });
    expect(img).toHaveAttribute('src', '/images/products/mg10xu.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img.closest('picture')).toBeNull();
    expect(img).toHaveAttribute('width', '176');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('without a picture says so, named for a screen reader only when it is not decoration', () => {
    const { rerender } = render(<ProductPicture picture={undefined} alt="Mixer" {...slot} />);
    expect(screen.getByRole('img', { name: 'Mixer' })).toHaveTextContent('No image');
    rerender(<ProductPicture picture={undefined} alt="" {...slot} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No image')).toBeInTheDocument();
  });

  it('holds its place, blank, while waiting', () => {
    render(<ProductPicture picture={makePicture()} {...slot} waiting />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the picture whole on white, whatever its shape, in the slot its caller sizes', () => {
    render(<ProductPicture picture={makePicture()} {...slot} className="aspect-square w-full" />);
    const img = screen.getByRole('img');
    expect(img).toHaveClass('object-contain', 'bg-white', 'aspect-square', 'w-full');
    expect(img).not.toHaveClass('object-cover');
  });

  it('drops its placeholder colour once the picture has arrived', () => {
    render(<ProductPicture picture={makePicture()} {...slot} />);
    const img = screen.getByRole('img');
    fireEvent.load(img);
    expect(img.style.backgroundColor).toBe('');
  });
});
