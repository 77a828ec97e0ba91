import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

afterEach(cleanup);

function pageButtons() {
  return screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
}

describe('Pagination', () => {
  it('is not shown for a single page', () => {
    render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows every page up to five', () => {
    render(<Pagination page={2} totalPages={5} onPageChange={() => {}} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('windows the middle of a long list with ellipses (docs/product.md §9)', () => {
    render(<Pagination page={5} totalPages={10} onPageChange={() => {}} />);
    expect(pageButtons()).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getByRole('navigation', { name: 'Order pages' }).textContent).toContain('…');
  });

  it('shows the first four and the last near the start', () => {
    render(<Pagination page={1} totalPages={8} onPageChange={() => {}} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '8']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('disables next on the last page', () => {
    render(<Pagination page={8} totalPages={8} onPageChange={() => {}} />);
    expect(pageButtons()).toEqual(['1', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('asks for the previous, next and chosen page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} totalPages={6} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4], [6]]);
  });
});
