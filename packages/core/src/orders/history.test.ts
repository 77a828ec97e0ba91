import { describe, expect, it } from 'vitest';
import { orderNumber, paginationWindow, showingRange, statusBadge } from './history';

describe('paginationWindow', () => {
  it('shows every page up to 5', () => {
    for (let total = 1; total <= 5; total++) {
      for (let current = 1; current <= total; current++) {
        expect(paginationWindow(current, total)).toEqual(
          Array.from({ length: total }, (_, i) => i + 1),
        );
      }
    }
  });

  it('follows docs/product.md §9 for 6 to 20 pages and every current page', () => {
    for (let total = 6; total <= 20; total++) {
      for (let current = 1; current <= total; current++) {
        const expected =
          current <= 3
            ? [1, 2, 3, 4, 'ellipsis-end', total]
            : current >= total - 2
              ? [1, 'ellipsis-start', total - 3, total - 2, total - 1, total]
              : [1, 'ellipsis-start', current - 1, current, current + 1, 'ellipsis-end', total];
        expect(paginationWindow(current, total)).toEqual(expected);
      }
    }
  });

  it('matches hand-worked cases', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(paginationWindow(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(paginationWindow(8, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
    expect(paginationWindow(4, 6)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6]);
  });
});

describe('statusBadge', () => {
  it('maps statuses case-insensitively', () => {
    expect(statusBadge('confirmed').tone).toBe('green');
    expect(statusBadge('PENDING').tone).toBe('yellow');
    expect(statusBadge('Delivered').tone).toBe('blue');
    expect(statusBadge('cancelled').tone).toBe('red');
    expect(statusBadge('refunded')).toEqual({ label: 'refunded', tone: 'grey' });
    expect(statusBadge('dispatched')).toEqual({ label: 'Dispatched', tone: 'grey' });
    expect(statusBadge('ready_for_collection')).toEqual({
      label: 'Ready for collection',
      tone: 'grey',
    });
    expect(statusBadge(undefined)).toEqual({ label: 'Unknown', tone: 'grey' });
    expect(statusBadge('')).toEqual({ label: 'Unknown', tone: 'grey' });
  });
});

describe('order history texts', () => {
  it('numbers an order by its id or position', () => {
    expect(orderNumber('3f2a9c1e-1111-4111-8111-111111111111', 1)).toBe('Order #3F2A9C1E');
    expect(orderNumber(undefined, 4)).toBe('Order #4');
  });

  it('describes the shown range', () => {
    expect(showingRange(1, 14)).toBe('Showing 1-6 of 14 orders');
    expect(showingRange(3, 14)).toBe('Showing 13-14 of 14 orders');
    expect(showingRange(1, 0)).toBe('Showing 0-0 of 0 orders');
    expect(showingRange(1, 1)).toBe('Showing 1-1 of 1 order');
  });
});
