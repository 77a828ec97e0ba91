import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BANNERS, type UpdateShopSettingsRequest } from '@avstore/core';
import { notify } from '../../../../lib/notify';
import {
  asStaffInEachTest,
  makeAdminProduct,
  renderWithProviders,
  stubApi,
} from '../../../../testing';
import {
  makeShopSettings,
  savedSettings,
  SETTINGS_PATH as PATH,
} from '../../../../testing/shop-settings';
import { HomeContentScreen } from './home-content-screen';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));
asStaffInEachTest(vi.mocked(notify));

const SETTINGS = makeShopSettings({ version: 4 });
const MIXER = makeAdminProduct({
  id: '7d3f2a10-1111-4b4b-8c8c-0000000000aa',
  name: 'Yamaha MG10XU',
  stock: 6,
});
const open = () => renderWithProviders(<HomeContentScreen />, { path: '/admin/home-content' });

describe('HomeContentScreen', { timeout: 30_000 }, () => {
  it('saves the Special Deals product chosen from a search, with its words', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: SETTINGS },
      'GET /api/admin/products': { status: 200, body: { items: [MIXER], total: 1 } },
      [`GET /api/admin/products/${MIXER.id}`]: { status: 200, body: MIXER },
      [`PUT ${PATH}`]: savedSettings,
    });
    open();
    const deal = await screen.findByRole('region', { name: 'Special Deals' });
    await userEvent.type(within(deal).getByLabelText('Find a product'), 'MG10');
    await userEvent.click(
      await within(deal).findByRole('button', { name: 'Choose Yamaha MG10XU' }),
    );
    expect(await within(deal).findByText('Yamaha MG10XU', { selector: 'strong' })).toBeVisible();
    await userEvent.clear(within(deal).getByLabelText('Heading'));
    await userEvent.type(within(deal).getByLabelText('Heading'), 'Mixer of the week');
    await userEvent.click(screen.getByRole('button', { name: 'Save Home content' }));

    await vi.waitFor(() => expect(api.to(`PUT ${PATH}`)).toHaveLength(1));
    const body = api.to(`PUT ${PATH}`)[0]!.body as UpdateShopSettingsRequest;
    expect(body.version).toBe(4);
    expect(body.home.specialDeal).toMatchObject({
      productId: MIXER.id,
      title: 'Mixer of the week',
    });
    expect(body.home.banners).toEqual(DEFAULT_BANNERS);
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      'success',
      'Settings saved. The shop shows them now.',
    );
  });

  it("shows a banner link's message and sends nothing", async () => {
    const api = stubApi({ [`GET ${PATH}`]: { status: 200, body: SETTINGS } });
    open();
    const link = await screen.findByLabelText('Banner 2 link');
    await userEvent.clear(link);
    await userEvent.type(link, 'https://elsewhere.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save Home content' }));
    expect(await screen.findByText(/Link to a page of the shop, starting with \//)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(api.to(`PUT ${PATH}`)).toHaveLength(0);
  });

  it('says when someone else saved meanwhile, and loads their settings', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: [
        { status: 200, body: SETTINGS },
        { status: 200, body: { ...SETTINGS, version: 5, home: { ...SETTINGS.home, banners: [] } } },
      ],
      'GET /api/admin/products': { status: 200, body: { items: [], total: 0 } },
      [`PUT ${PATH}`]: {
        status: 409,
        body: {
          message:
            'The settings were changed by someone else. Reload them and make your change again.',
        },
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Home content' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed by someone else');
    expect(screen.getByLabelText('Banner 1 title')).toHaveValue('Live sound');
    await userEvent.click(screen.getByRole('button', { name: 'Load the saved settings' }));
    await vi.waitFor(() => expect(screen.queryByLabelText('Banner 1 title')).toBeNull());
    expect(api.to(`GET ${PATH}`)).toHaveLength(2);
  });
});
