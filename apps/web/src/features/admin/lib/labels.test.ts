import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@avstore/core';
import { queryString } from '../api/keys';
import { imageKinds, imageProblem } from './image-check';
import { actionLabel, shortOrderId } from './labels';
import { nextStatuses } from './order-status';

describe('order status moves', () => {
  it('follows pending → confirmed → delivered, cancelling only before delivery', () => {
    expect(nextStatuses('pending', 'delivery')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('confirmed', 'delivery')).toEqual(['dispatched', 'delivered', 'cancelled']);
    expect(nextStatuses('confirmed', 'pickup')).toEqual([
      'ready_for_collection',
      'delivered',
      'cancelled',
    ]);
    expect(nextStatuses('delivered', 'pickup')).toEqual([]);
    expect(nextStatuses('cancelled', 'delivery')).toEqual([]);
    expect(nextStatuses('lost', 'delivery')).toEqual([]);
  });
});

describe('labels', () => {
  it('numbers an order by the first 8 characters of its id', () => {
    expect(shortOrderId('a1b2c3d4-e5f6-4a7b')).toBe('A1B2C3D4');
  });

  it('reads audit actions as words', () => {
    expect(actionLabel('product.update')).toBe('Product update');
  });
});

describe('imageProblem', () => {
  it("allows core's image types up to 25 MB: a camera's photo, scaled on the server", () => {
    expect(imageProblem({ type: 'image/jpeg', size: 20 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 25 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe(ADMIN_MESSAGES.imageType);
    expect(imageProblem({ type: 'image/webp', size: 25 * 1024 * 1024 + 1 })).toBe(
      'Images must be at most 25 MB.',
    );
  });
});

describe('imageKinds', () => {
  it('names the accepted types in words', () => {
    expect(imageKinds()).toMatch(/^JPEG, PNG(, WebP or AVIF| or WebP)$/);
  });
});

describe('queryString', () => {
  it('leaves out empty values', () => {
    expect(queryString({ search: 'shure mic', category: '', page: 2, q: undefined })).toBe(
      '?search=shure+mic&page=2',
    );
    expect(queryString({})).toBe('');
  });
});
