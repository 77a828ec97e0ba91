import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cleanUpAfterEach,
  renderWithProviders,
  signIn,
  stubApi,
  stubDialog,
} from '../../../../testing';
import { StaffScreen } from './staff-screen';

cleanUpAfterEach();
stubDialog();

const LIST = {
  staff: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      email: 'nimal@shop.lk',
      since: '2026-11-20T04:00:00Z',
    },
  ],
  invitations: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      email: 'kamala@shop.lk',
      invitedByEmail: 'owner@shop.lk',
      createdAt: '2026-11-26T04:00:00Z',
      expiresAt: '2026-12-03T04:00:00Z',
    },
  ],
};

describe('StaffScreen', () => {
  it('lists the staff and the open invitations with who sent them', async () => {
    signIn('admin');
    stubApi({ 'GET /api/admin/staff': { status: 200, body: LIST } });
    renderWithProviders(<StaffScreen />);
    const members = await screen.findByRole('region', { name: 'Staff members' });
    expect(within(members).getByText('nimal@shop.lk')).toBeInTheDocument();
    const invitations = screen.getByRole('region', { name: 'Open invitations' });
    expect(invitations).toHaveTextContent('kamala@shop.lk');
    expect(invitations).toHaveTextContent('Invited by owner@shop.lk');
  });

  it("invites by e-mail and shows the server's refusal beside the form", async () => {
    signIn('admin');
    const api = stubApi({
      'GET /api/admin/staff': { status: 200, body: LIST },
      'POST /api/admin/staff/invitations': {
        status: 409,
        body: { message: "The shop's owner cannot become staff." },
      },
    });
    renderWithProviders(<StaffScreen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'Owner@Shop.lk');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The shop's owner cannot become staff.",
    );
    expect(api.to('POST /api/admin/staff/invitations')[0]?.body).toEqual({
      email: 'owner@shop.lk',
    });
  });

  it('asks before removing a staff member', async () => {
    signIn('admin');
    const api = stubApi({
      'GET /api/admin/staff': { status: 200, body: LIST },
      'DELETE /api/admin/staff/11111111-1111-4111-8111-111111111111': { status: 200 },
    });
    renderWithProviders(<StaffScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove nimal@shop.lk' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this staff member?' });
    expect(dialog).toHaveTextContent('becomes a customer again and is signed out everywhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(api.to('DELETE /api/admin/staff/11111111-1111-4111-8111-111111111111')).toHaveLength(1);
  });
});
