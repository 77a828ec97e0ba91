import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct } from '@avstore/core';
import { notify } from '../../../../lib/notify';
import {
  asStaffInEachTest,
  makeAdminProduct,
  PRODUCT_ID,
  renderWithApi,
  type Request,
} from '../../../../testing';
import { ProductEditor } from './product-editor';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));

asStaffInEachTest(vi.mocked(notify));

const PATH = `/api/admin/products/${PRODUCT_ID}`;
const speaker = (overrides: Partial<AdminProduct> = {}) =>
  makeAdminProduct({
    name: 'JBL EON715',
    category: 'Active Speakers',
    specs: [],
    attributes: { wooferSize: 15, connections: ['XLR'] },
    ...overrides,
  });
const saved = (request: Request) => ({
  status: 200,
  body: speaker({ ...(request.body as object), version: 4 }),
});
const open = (answers: Parameters<typeof renderWithApi>[1]) =>
  renderWithApi(<ProductEditor id={PRODUCT_ID} />, answers, { path: '/admin' });
const number = (name: string) => screen.getByRole('spinbutton', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('ProductEditor: typed specifications', () => {
  it("sends a speaker's power as a number and its connections as a list, empty ones left out", async () => {
    const { api } = open({
      [`GET ${PATH}`]: { status: 200, body: speaker() },
      [`PATCH ${PATH}`]: saved,
    });
    expect(await screen.findByRole('spinbutton', { name: 'Woofer size' })).toHaveValue(15);
    expect(number('Woofer size')).toHaveAccessibleDescription('In inches.');
    const connections = screen.getByRole('group', { name: 'Connections' });
    expect(within(connections).getByRole('checkbox', { name: 'XLR' })).toBeChecked();

    await userEvent.type(number('Power (RMS)'), '650');
    await userEvent.type(number('Weight'), '17.9');
    await userEvent.clear(number('Weight'));
    await userEvent.click(within(connections).getByRole('checkbox', { name: 'Speakon' }));
    await save();
    await vi.waitFor(() => expect(api.to(`PATCH ${PATH}`)).toHaveLength(1));
    expect(api.to(`PATCH ${PATH}`)[0]!.body).toEqual({
      attributes: { wooferSize: 15, connections: ['XLR', 'Speakon'], powerRms: 650 },
      version: 3,
    });
    // Saved, the form starts again from the answer: nothing left to save.
    await vi.waitFor(() => expect(number('Power (RMS)')).toHaveValue(650));
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it("puts core's message under a value over the maximum and sends nothing", async () => {
    const { api } = open({ [`GET ${PATH}`]: { status: 200, body: speaker() } });
    await userEvent.clear(await screen.findByRole('spinbutton', { name: 'Woofer size' }));
    await userEvent.type(number('Woofer size'), '150');
    await save();
    expect(number('Woofer size')).toHaveAccessibleDescription(
      'In inches. Woofer size is at most 30 in.',
    );
    expect(number('Woofer size')).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked in red.');
    expect(api.to(`PATCH ${PATH}`)).toHaveLength(0);
    // Fixed, the message goes at once.
    await userEvent.clear(number('Woofer size'));
    await userEvent.type(number('Woofer size'), '15');
    expect(number('Woofer size')).toHaveAccessibleDescription('In inches.');
  });

  it("puts the server's refusal of a typed specification under its field", async () => {
    open({
      [`GET ${PATH}`]: { status: 200, body: speaker() },
      [`PATCH ${PATH}`]: {
        status: 400,
        body: { message: 'attributes.wooferSize: Woofer size is at most 30 in.', code: 'invalid' },
      },
    });
    await userEvent.type(await screen.findByRole('spinbutton', { name: 'Power (RMS)' }), '650');
    await save();
    await vi.waitFor(() =>
      expect(number('Woofer size')).toHaveAccessibleDescription(
        'In inches. Woofer size is at most 30 in.',
      ),
    );
    expect(number('Power (RMS)')).toHaveAccessibleDescription('In watts.');
  });

  it('keeps the values the new category shares and says which it removed', async () => {
    const { api } = open({
      [`GET ${PATH}`]: {
        status: 200,
        body: speaker({ attributes: { powerRms: 650, wooferSize: 15, connections: ['XLR'] } }),
      },
      [`PATCH ${PATH}`]: saved,
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Category' }),
      'Wired Microphones',
    );
    expect(
      screen.getByText(
        'Power (RMS) and Woofer size are not specifications of Wired Microphones and were removed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Woofer size' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Polar pattern' })).toHaveDisplayValue(
      'Not stated',
    );
    const connections = screen.getByRole('group', { name: 'Connections' });
    expect(within(connections).getByRole('checkbox', { name: 'XLR' })).toBeChecked();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Polar pattern' }),
      'Cardioid',
    );
    await save();
    await vi.waitFor(() => expect(api.to(`PATCH ${PATH}`)).toHaveLength(1));
    expect(api.to(`PATCH ${PATH}`)[0]!.body).toEqual({
      category: 'Wired Microphones',
      attributes: { connections: ['XLR'], polarPattern: ['Cardioid'] },
      version: 3,
    });
  });
});
