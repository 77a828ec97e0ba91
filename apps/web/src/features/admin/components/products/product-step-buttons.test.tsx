import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct } from '@avstore/core';
import { notify } from '../../../../lib/notify';
import {
  asStaffInEachTest,
  makeAdminProduct,
  PRODUCT_ID,
  renderWithProviders,
  signIn,
  stubApi,
  stubDialog,
} from '../../../../testing';
import { ProductEditor } from './product-editor';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));

const PATH = `/api/admin/products/${PRODUCT_ID}`;
const COPY_ID = '7b0c1c4e-93c3-4b0e-9d7f-3a1c2b4d5e6f';
beforeAll(stubDialog);
asStaffInEachTest(vi.mocked(notify));

const product = (overrides: Partial<AdminProduct> = {}) =>
  makeAdminProduct({ pictures: [], ...overrides });
const open = () =>
  renderWithProviders(<ProductEditor id={PRODUCT_ID} />, { path: '/admin/products/x' });
/** The notice above the form, which says why the product is out of the shop. */
const notice = async (text: RegExp) => (await screen.findByText(text)).closest('[role="status"]')!;

describe('a product out of the shop, in the editor', () => {
  it('is restored from the archived notice, back in the shop', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: product({ archived: true, version: 4 }) },
      [`POST ${PATH}/restore`]: { status: 200, body: product({ version: 5 }) },
    });
    open();
    const archived = await notice(/This product is archived/);
    await userEvent.click(within(archived as HTMLElement).getByRole('button', { name: 'Restore' }));
    await vi.waitFor(() => expect(screen.queryByText(/This product is archived/)).toBeNull());
    expect(api.to(`POST ${PATH}/restore`)).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith(
      'success',
      'Yamaha MG10XU Mixer was restored: it is back in the shop at its old address.',
    );
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });

  it('is published from the draft notice', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: product({ archived: true, draft: true }) },
      [`POST ${PATH}/publish`]: { status: 200, body: product({ version: 4 }) },
    });
    open();
    const draft = await notice(/This product is a draft/);
    expect(within(draft as HTMLElement).queryByRole('button', { name: 'Restore' })).toBeNull();
    await userEvent.click(within(draft as HTMLElement).getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(screen.queryByText(/This product is a draft/)).toBeNull());
    expect(api.to(`POST ${PATH}/publish`)).toHaveLength(1);
  });

  it('says why a step was refused', async () => {
    stubApi({
      [`GET ${PATH}`]: { status: 200, body: product({ archived: true, draft: true }) },
      [`POST ${PATH}/publish`]: {
        status: 409,
        body: { message: 'This product is not a draft.' },
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'This product is not a draft.'),
    );
  });
});

describe('for staff', () => {
  it('offers none of them: restoring, publishing and copying are the owner’s', async () => {
    signIn('staff');
    stubApi({ [`GET ${PATH}`]: { status: 200, body: product({ archived: true }) } });
    open();
    expect(await screen.findByText(/This product is archived/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
  });
});

describe('duplicating', () => {
  it('copies the product as a draft and opens the copy', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: product() },
      [`POST ${PATH}/duplicate`]: {
        status: 201,
        body: product({ id: COPY_ID, name: 'Yamaha MG10XU Mixer (copy)', draft: true }),
      },
    });
    const { location } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await vi.waitFor(() => expect(location()).toBe(`/admin/products/${COPY_ID}`));
    expect(api.to(`POST ${PATH}/duplicate`)).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith(
      'success',
      'Yamaha MG10XU Mixer (copy) was made as a draft. Edit it, then publish it.',
    );
  });
});
