import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAX_MESSAGES, type UpdateShopSettingsRequest } from '@avstore/core';
import { notify } from '../../../../lib/notify';
import { asStaffInEachTest, renderWithProviders, stubApi } from '../../../../testing';
import {
  makeShopSettings,
  savedSettings,
  SETTINGS_PATH as PATH,
} from '../../../../testing/shop-settings';
import { ShopSettingsScreen } from './shop-settings-screen';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));
asStaffInEachTest(vi.mocked(notify));

const SETTINGS = makeShopSettings({ version: 2 });
const open = () => renderWithProviders(<ShopSettingsScreen />, { path: '/admin/settings' });

describe('the VAT registration in Settings', { timeout: 30_000 }, () => {
  it('saves the VAT number and rate', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: SETTINGS },
      [`PUT ${PATH}`]: savedSettings,
    });
    open();
    const vat = await screen.findByRole('region', { name: 'VAT registration' });
    expect(within(vat).getByLabelText('VAT rate (%)')).toHaveValue('18');
    await userEvent.type(within(vat).getByLabelText('VAT registration number'), '123456789-7000');
    await userEvent.clear(within(vat).getByLabelText('VAT rate (%)'));
    await userEvent.type(within(vat).getByLabelText('VAT rate (%)'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(api.to(`PUT ${PATH}`)).toHaveLength(1));
    const body = api.to(`PUT ${PATH}`)[0]!.body as UpdateShopSettingsRequest;
    expect(body.shop).toMatchObject({ vatNumber: '123456789-7000', vatRate: 15 });
  });

  it("shows a VAT number's message and sends nothing", async () => {
    const api = stubApi({ [`GET ${PATH}`]: { status: 200, body: SETTINGS } });
    open();
    const vat = await screen.findByRole('region', { name: 'VAT registration' });
    await userEvent.type(within(vat).getByLabelText('VAT registration number'), 'VAT-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(vat).findByText(TAX_MESSAGES.vatNumber)).toBeVisible();
    expect(api.to(`PUT ${PATH}`)).toHaveLength(0);
  });
});
