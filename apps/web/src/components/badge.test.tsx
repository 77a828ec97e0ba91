import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StatusBadge } from './badge';

afterEach(cleanup);

describe('StatusBadge', () => {
  it.each([
    ['confirmed', 'Confirmed', 'green'],
    ['PENDING', 'Pending', 'yellow'],
    ['delivered', 'Delivered', 'blue'],
    ['Cancelled', 'Cancelled', 'red'],
    ['refunded', 'Refunded', 'grey'],
    [null, 'Unknown', 'grey'],
  ])('shows %s as the word %s in %s', (status, label, tone) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
  });
});
