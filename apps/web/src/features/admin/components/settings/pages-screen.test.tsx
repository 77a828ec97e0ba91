import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpdateShopSettingsRequest } from '@avstore/core';
import { notify } from '../../../../lib/notify';
import { asStaffInEachTest, renderWithProviders, stubApi } from '../../../../testing';
import {
  makeShopSettings,
  savedSettings,
  SETTINGS_PATH as PATH,
} from '../../../../testing/shop-settings';
import { PagesScreen } from './pages-screen';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));
asStaffInEachTest(vi.mocked(notify));

const TAMIL_ABOUT = 'நாங்கள் கொழும்பில் உள்ள ஒலி உபகரணக் கடை.';

function settingsWithTamilAbout() {
  const settings = makeShopSettings({ version: 2 });
  const empty = { about: [], refundPolicy: [], privacyPolicy: [], terms: [] };
  return {
    ...settings,
    pages: { ...settings.pages, translations: { ta: { ...empty, about: [TAMIL_ABOUT] } } },
  };
}

describe('PagesScreen in Sinhala and Tamil', { timeout: 30_000 }, () => {
  it('shows each language beside the English, says what is missing, and saves it', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: settingsWithTamilAbout() },
      [`PUT ${PATH}`]: savedSettings,
    });
    renderWithProviders(<PagesScreen />, { path: '/admin/pages' });
    expect(await screen.findByRole('textbox', { name: 'About Us in Tamil' })).toHaveValue(
      TAMIL_ABOUT,
    );
    expect(
      screen.getByText(
        'Tamil missing: English is shown for Refund Policy, Privacy Policy, Terms and Conditions.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Sinhala missing: English is shown for About Us, Refund Policy, Privacy Policy, Terms and Conditions.',
      ),
    ).toBeVisible();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'About Us in Sinhala' }),
      'අපි ශබ්ද උපකරණ අලෙවි කරමු.{enter}{enter}කොළඹ සිට දිවයින පුරා.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save pages' }));
    await vi.waitFor(() => expect(api.to(`PUT ${PATH}`)).toHaveLength(1));
    const body = api.to(`PUT ${PATH}`)[0]!.body as UpdateShopSettingsRequest;
    expect(body.pages.translations?.si?.about).toEqual([
      'අපි ශබ්ද උපකරණ අලෙවි කරමු.',
      'කොළඹ සිට දිවයින පුරා.',
    ]);
    expect(body.pages.translations?.ta?.about).toEqual([TAMIL_ABOUT]);
    expect(body.pages.about).toEqual(makeShopSettings().pages.about);
  });
});
