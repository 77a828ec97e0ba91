import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, PICTURE_MESSAGES, type AdminProduct } from '@avstore/core';
import { notify } from '../../../../lib/notify';
import {
  asStaffInEachTest,
  makeAdminProduct,
  pictureAnswer,
  PRODUCT_ID,
  renderWithProviders,
  type Request,
  stubApi,
  stubDialog,
  stubUploads,
  uploadedPicture,
} from '../../../../testing';
import { ProductEditor } from './product-editor';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));

const PATH = `/api/admin/products/${PRODUCT_ID}`;
const PATCH = `PATCH ${PATH}`;
beforeAll(stubDialog);
asStaffInEachTest(vi.mocked(notify));

const FRONT = { ...uploadedPicture(101), alt: 'Front panel' };
const REAR = uploadedPicture(102);
const TOP = uploadedPicture(103);

function openWith(pictures = [FRONT, REAR, TOP], overrides: Partial<AdminProduct> = {}) {
  const api = stubApi({
    [`GET ${PATH}`]: { status: 200, body: makeAdminProduct({ pictures, ...overrides }) },
    [PATCH]: (request: Request) => ({
      status: 200,
      body: makeAdminProduct({ ...(request.body as object), version: 4 }),
    }),
  });
  const uploads = stubUploads();
  renderWithProviders(<ProductEditor id={PRODUCT_ID} />, { path: '/admin' });
  return { api, uploads };
}

const alt = (n: number) => screen.getByRole('textbox', { name: `Alt text for picture ${n}` });
const jpeg = (name: string) => new File(['x'.repeat(100)], name, { type: 'image/jpeg' });
const ids = (pictures: { id: string }[]) => pictures.map((picture) => picture.id);

async function save(api: ReturnType<typeof openWith>['api']) {
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await vi.waitFor(() => expect(api.to(PATCH)).toHaveLength(1));
  return api.to(PATCH)[0]!.body as { pictures?: { id: string; alt: string }[] };
}

describe('ProductEditor pictures', () => {
  it('shows each picture with its alt text, the first as the main picture', async () => {
    openWith();
    expect(await screen.findByRole('textbox', { name: 'Alt text for picture 1' })).toHaveValue(
      'Front panel',
    );
    expect(alt(2)).toHaveValue('');
    expect(alt(2)).toHaveAttribute('placeholder', 'Yamaha MG10XU Mixer');
    const rows = within(screen.getByRole('list', { name: 'Pictures in shop order' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('Main picture');
    expect(rows[1]).not.toHaveTextContent('Main picture');
    expect(within(rows[1]!).getByRole('img')).toHaveAttribute('src', `/media/${REAR.id}/160.jpg`);
    expect(screen.getByText(/3 of 10 pictures\./)).toBeInTheDocument();
  });

  it('uploads many files at once, each with its progress, and a failure with its message', async () => {
    const { api, uploads } = openWith([FRONT]);
    await screen.findByRole('textbox', { name: 'Alt text for picture 1' });
    await userEvent.upload(screen.getByLabelText('Picture files'), [
      jpeg('left.jpg'),
      jpeg('right.jpg'),
      jpeg('broken.jpg'),
    ]);
    expect(uploads.map((upload) => upload.file.name)).toEqual([
      'left.jpg',
      'right.jpg',
      'broken.jpg',
    ]);
    expect(uploads[0]!.headers.authorization).toBe('Bearer tok');

    act(() => uploads[0]!.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading left.jpg' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(screen.getByText('40%')).toBeInTheDocument();
    act(() => uploads[0]!.sent());
    expect(screen.getByRole('progressbar', { name: 'Processing left.jpg' })).toBeInTheDocument();
    expect(screen.getByText('Processing…')).toBeInTheDocument();

    act(() => uploads[2]!.respond(422, { message: PICTURE_MESSAGES.unreadable }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `broken.jpg: ${PICTURE_MESSAGES.unreadable}`,
    );
    act(() => uploads[1]!.respond(201, pictureAnswer(uploadedPicture(2))));
    act(() => uploads[0]!.respond(201, pictureAnswer(uploadedPicture(1))));
    // In the order chosen, though the second finished first.
    await vi.waitFor(() => expect(alt(3)).toBeInTheDocument());
    expect(screen.getAllByText('New: not saved yet')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Retry broken.jpg' }));
    expect(uploads).toHaveLength(4);
    act(() => uploads[3]!.respond(201, pictureAnswer(uploadedPicture(3))));
    await vi.waitFor(() => expect(alt(4)).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const body = await save(api);
    expect(ids(body.pictures!)).toEqual(ids([FRONT, ...[1, 2, 3].map(uploadedPicture)]));
  });

  it('keeps a refused file out, with a way to dismiss it', async () => {
    const { uploads } = openWith();
    await screen.findByRole('textbox', { name: 'Alt text for picture 1' });
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Picture files'), gif);
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.imageType);
    expect(uploads).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Retry a.gif' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss a.gif' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never goes past ten pictures, and says so', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => uploadedPicture(200 + i));
    const { uploads } = openWith(nine);
    await screen.findByRole('textbox', { name: 'Alt text for picture 9' });
    await userEvent.upload(screen.getByLabelText('Picture files'), [
      jpeg('a.jpg'),
      jpeg('b.jpg'),
      jpeg('c.jpg'),
    ]);
    expect(uploads).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A product has at most 10 pictures: only the first 1 of the 3 files chosen are uploaded.',
    );
    expect(screen.getByRole('button', { name: 'Choose pictures' })).toBeDisabled();
    expect(screen.getByText(/10 of 10 pictures: remove one to add another/)).toBeInTheDocument();
  });

  it('reorders with the keyboard, announcing each move and keeping the focus on it', async () => {
    const { api } = openWith();
    await userEvent.click(await screen.findByRole('button', { name: 'Move picture 2 up' }));
    expect(screen.getByRole('status')).toHaveTextContent('Picture 2 moved to position 1');
    // It is first now: its Up button is disabled, so the focus is on its Down button.
    expect(screen.getByRole('button', { name: 'Move picture 1 down' })).toHaveFocus();
    expect(alt(1)).toHaveValue('');
    expect(alt(2)).toHaveValue('Front panel');

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Picture 1 moved to position 2');
    expect(screen.getByRole('button', { name: 'Move picture 2 down' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Picture 2 moved to position 3');
    expect(screen.getByRole('button', { name: 'Move picture 3 up' })).toHaveFocus();

    const body = await save(api);
    expect(ids(body.pictures!)).toEqual(ids([FRONT, TOP, REAR]));
  });

  it('makes a picture the main one', async () => {
    const { api } = openWith();
    await userEvent.click(await screen.findByRole('button', { name: 'Make main (picture 3)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Picture 3 is now the main picture');
    const rows = within(screen.getByRole('list', { name: 'Pictures in shop order' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('Main picture');
    expect(within(rows[0]!).getByRole('img')).toHaveAttribute('src', `/media/${TOP.id}/160.jpg`);
    expect(screen.queryByRole('button', { name: 'Make main (picture 1)' })).not.toBeInTheDocument();

    const body = await save(api);
    expect(ids(body.pictures!)).toEqual(ids([TOP, FRONT, REAR]));
  });

  it('reorders by dragging a picture onto another', async () => {
    const { api } = openWith();
    await screen.findByRole('textbox', { name: 'Alt text for picture 1' });
    const rows = within(screen.getByRole('list', { name: 'Pictures in shop order' })).getAllByRole(
      'listitem',
    );
    const dataTransfer = { setData: vi.fn(), types: ['text/plain'], dropEffect: '' };
    fireEvent.dragStart(within(rows[0]!).getByRole('img').parentElement!, { dataTransfer });
    fireEvent.dragOver(rows[2]!, { dataTransfer });
    fireEvent.drop(rows[2]!, { dataTransfer });
    expect(screen.getByRole('status')).toHaveTextContent('Picture 1 moved to position 3');

    const body = await save(api);
    expect(ids(body.pictures!)).toEqual(ids([REAR, TOP, FRONT]));
  });

  it('sends the alt text typed, and removes a picture', async () => {
    const { api } = openWith();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Alt text for picture 2' }),
      'Rear inputs',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 3' }));
    expect(screen.getByRole('status')).toHaveTextContent('Picture 3 removed');
    expect(screen.getByRole('button', { name: 'Remove picture 2' })).toHaveFocus();
    expect(
      screen.queryByRole('textbox', { name: 'Alt text for picture 3' }),
    ).not.toBeInTheDocument();

    const body = await save(api);
    expect(body.pictures).toEqual([
      { id: FRONT.id, alt: 'Front panel' },
      { id: REAR.id, alt: 'Rear inputs' },
    ]);
  });

  it('waits for the uploads before saving', async () => {
    const { api, uploads } = openWith();
    await screen.findByRole('textbox', { name: 'Alt text for picture 1' });
    await userEvent.upload(screen.getByLabelText('Picture files'), jpeg('late.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Pictures are still uploading. Save once they are done.',
    );
    expect(api.to(PATCH)).toHaveLength(0);
    act(() => uploads[0]!.respond(201, pictureAnswer(uploadedPicture(9))));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    const body = await save(api);
    expect(ids(body.pictures!)).toEqual(ids([FRONT, REAR, TOP, uploadedPicture(9)]));
  });

  it('drops files on the drop zone', async () => {
    const { uploads } = openWith();
    await screen.findByRole('textbox', { name: 'Alt text for picture 1' });
    const zone = screen.getByText('Drop photos here, or').parentElement!;
    const files = [jpeg('one.jpg'), jpeg('two.jpg')];
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files, dropEffect: '' } });
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });
    expect(uploads.map((upload) => upload.file.name)).toEqual(['one.jpg', 'two.jpg']);
  });
});
