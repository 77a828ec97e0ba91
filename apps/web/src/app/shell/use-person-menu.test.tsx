import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, signIn, stubApi } from '../../testing';
import { usePersonMenu } from './use-person-menu';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Entries() {
  return (
    <ul>
      {usePersonMenu().map((entry) => (
        <li key={entry.label}>{entry.label}</li>
      ))}
    </ul>
  );
}

const labels = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('the account menu', () => {
  it.for(['staff', 'admin'] as const)("offers the %s 'Back office'", (role) => {
    signIn(role);
    stubApi({});
    renderWithProviders(<Entries />);
    expect(labels()).toEqual(['View Orders', 'Back office', 'Logout']);
  });

  it('offers a customer no back office', () => {
    signIn('customer');
    stubApi({});
    renderWithProviders(<Entries />);
    expect(labels()).toEqual(['View Orders', 'Logout']);
  });
});
