import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISTRICTS, provinceOf, type DeliveryRatesAnswer } from '@avstore/core';
import { notify } from '../../../../lib/notify';
import { asStaffInEachTest, renderWithProviders, stubApi, type Request } from '../../../../testing';
import { DeliveryScreen } from './delivery-screen';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));
asStaffInEachTest(vi.mocked(notify));

const PATH = '/api/admin/delivery';
const rates = (
  charges: Record<string, number>,
  freeThreshold: number | null = null,
  times: Record<string, string | null> = {},
) => ({
  charges: DISTRICTS.map((district) => ({
    district,
    province: provinceOf(district),
    charge: charges[district] ?? 0,
    deliveryTime: times[district] ?? null,
  })),
  freeThreshold,
});
const saved = (request: Request) => {
  const body = request.body as DeliveryRatesAnswer;
  const charges = Object.fromEntries(body.charges.map((c) => [c.district, c.charge]));
  const times = Object.fromEntries(body.charges.map((c) => [c.district, c.deliveryTime]));
  return { status: 200, body: rates(charges, body.freeThreshold, times) };
};
const open = () => renderWithProviders(<DeliveryScreen />, { path: '/admin/delivery' });

describe('DeliveryScreen', () => {
  it('lists the 25 districts by province with their charges, and the threshold', async () => {
    stubApi({
      [`GET ${PATH}`]: {
        status: 200,
        body: rates({ Jaffna: 1500 }, 100000, { Jaffna: '3-5 working days' }),
      },
    });
    open();
    const northern = await screen.findByRole('group', { name: 'Northern Province' });
    expect(within(northern).getAllByRole('textbox')).toHaveLength(10);
    expect(within(northern).getByLabelText('Jaffna')).toHaveValue('1500');
    expect(within(northern).getByLabelText('Jaffna delivery time')).toHaveValue('3-5 working days');
    expect(screen.getByLabelText('Colombo')).toHaveValue('');
    expect(screen.getAllByRole('group', { name: /Province$/ })).toHaveLength(9);
    expect(screen.getByLabelText('Free delivery from (LKR)')).toHaveValue('100000');
  });

  it('saves every district and the threshold, and says so', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: rates({}) },
      [`PUT ${PATH}`]: saved,
    });
    open();
    await userEvent.type(await screen.findByLabelText('Jaffna'), '1500');
    await userEvent.type(screen.getByLabelText('Jaffna delivery time'), '3-5 working days');
    await userEvent.type(screen.getByLabelText('Free delivery from (LKR)'), '250000');
    await userEvent.click(screen.getByRole('button', { name: 'Save delivery charges' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Delivery charges saved.'),
    );
    const body = api.to(`PUT ${PATH}`)[0]!.body as DeliveryRatesAnswer;
    expect(body.charges).toHaveLength(25);
    expect(body.charges).toContainEqual({
      district: 'Jaffna',
      charge: 1500,
      deliveryTime: '3-5 working days',
    });
    expect(body.charges).toContainEqual({ district: 'Kandy', charge: 0, deliveryTime: null });
    expect(body.freeThreshold).toBe(250000);
  });

  it('shows each message under its box and sends nothing', async () => {
    const api = stubApi({ [`GET ${PATH}`]: { status: 200, body: rates({}) } });
    open();
    await userEvent.type(await screen.findByLabelText('Galle'), '-20');
    await userEvent.type(screen.getByLabelText('Matara'), '1.005');
    await userEvent.type(screen.getByLabelText('Matara delivery time'), 'soon');
    await userEvent.type(screen.getByLabelText('Free delivery from (LKR)'), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save delivery charges' }));
    expect(screen.getByLabelText('Galle')).toHaveAccessibleDescription(
      'A charge cannot be negative',
    );
    expect(screen.getByLabelText('Matara')).toHaveAccessibleDescription('Use at most two decimals');
    expect(screen.getByLabelText('Matara delivery time')).toHaveAccessibleDescription(
      'Say the time in days, such as 1-2 working days',
    );
    expect(screen.getByLabelText('Free delivery from (LKR)')).toHaveAccessibleDescription(
      /Enter an amount in rupees$/,
    );
    expect(api.to(`PUT ${PATH}`)).toHaveLength(0);
  });

  it("shows the server's refusal above the form", async () => {
    stubApi({
      [`GET ${PATH}`]: { status: 200, body: rates({}) },
      [`PUT ${PATH}`]: { status: 403, body: { message: "This is for the shop's staff only." } },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Save delivery charges' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This is for the shop's staff only.",
    );
  });
});
