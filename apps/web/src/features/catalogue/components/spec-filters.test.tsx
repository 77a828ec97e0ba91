import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpecFacet } from '@avstore/core';
import { cleanUpAfterEach } from '../../../testing';
import { SpecFilters } from './spec-filters';

cleanUpAfterEach();

const FACETS: SpecFacet[] = [
  {
    key: 'wooferSize',
    label: 'Woofer size',
    kind: 'number',
    unit: 'in',
    range: { min: 8, max: 15 },
    count: 12,
  },
  { key: 'maxSpl', label: 'Maximum SPL', kind: 'number', unit: 'dB', range: null, count: 0 },
  {
    key: 'connections',
    label: 'Connections',
    kind: 'choice',
    options: [
      { option: 'XLR', count: 10 },
      { option: 'Bluetooth', count: 3 },
    ],
  },
];

describe('SpecFilters', () => {
  it('offers a range for each number stated, and ticks with counts for each choice', async () => {
    const onChange = vi.fn();
    render(<SpecFilters facets={FACETS} specs={['connections:XLR']} onChange={onChange} />);
    expect(screen.getByText('From 8 in to 15 in')).toBeInTheDocument();
    expect(screen.queryByText('Maximum SPL')).toBeNull();
    const xlr = screen.getByRole('checkbox', { name: /^XLR/ });
    expect(xlr.closest('label')).toHaveTextContent('XLR(10)');
    expect(xlr).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Bluetooth/ }));
    expect(onChange).toHaveBeenLastCalledWith('connections', ['XLR', 'Bluetooth']);

    await userEvent.type(screen.getByRole('spinbutton', { name: 'Lowest Woofer size' }), '12');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Highest Woofer size' }), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Woofer size' }));
    expect(onChange).toHaveBeenLastCalledWith('wooferSize', ['12-15']);
  });

  it('sends one number for an exact size, nothing to clear, and refuses a range upside down', async () => {
    const onChange = vi.fn();
    render(<SpecFilters facets={FACETS} specs={['wooferSize:15']} onChange={onChange} />);
    const low = screen.getByRole('spinbutton', { name: 'Lowest Woofer size' });
    expect(low).toHaveValue(15);
    await userEvent.click(screen.getByRole('button', { name: 'Apply Woofer size' }));
    expect(onChange).toHaveBeenLastCalledWith('wooferSize', ['15']);
    await userEvent.clear(low);
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Highest Woofer size' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Woofer size' }));
    expect(onChange).toHaveBeenLastCalledWith('wooferSize', []);
    await userEvent.type(low, '18');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Highest Woofer size' }), '10');
    onChange.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Woofer size' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The lowest cannot be above the highest');
    expect(onChange).not.toHaveBeenCalled();
  });
});
