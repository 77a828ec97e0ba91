import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '../../../../lib/notify';
import {
  asStaffInEachTest,
  makeMessage,
  renderWithProviders,
  type Request,
  stubApi,
} from '../../../../testing';
import { MessagesScreen } from './messages-screen';

vi.mock('../../../../lib/notify', () => ({ notify: vi.fn() }));

asStaffInEachTest();

const unread = makeMessage();
const read = makeMessage({
  id: '5b0e2c4e-0000-4000-8000-000000000002',
  name: 'Ruwan Jay',
  read: true,
  mailed: false,
});

describe('MessagesScreen', () => {
  it('shows unread messages in bold and marks them read', async () => {
    let items = [unread, read];
    const api = stubApi({
      'GET /api/admin/messages': () => ({
        status: 200,
        body: { items, total: 2, totalIsCapped: false, next: null, prev: null },
      }),
      [`PATCH /api/admin/messages/${unread.id}`]: (request: Request) => {
        items = [{ ...unread, ...(request.body as object) }, read];
        return { status: 200, body: items[0] };
      },
    });
    renderWithProviders(<MessagesScreen />, { path: '/admin/messages' });
    const first = await screen.findByRole('article', { name: 'Message from Kamal Silva' });
    expect(within(first).getByRole('heading')).toHaveClass('font-bold');
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Message from Ruwan Jay' });
    expect(within(second).getByRole('heading')).not.toHaveClass('font-bold');
    expect(second).toHaveTextContent('Not sent by e-mail');

    await userEvent.click(within(first).getByRole('button', { name: 'Mark as read' }));
    expect(
      await within(first).findByRole('button', { name: 'Mark as unread' }),
    ).toBeInTheDocument();
    expect(api.to(`PATCH /api/admin/messages/${unread.id}`)[0]!.body).toEqual({ read: true });
    expect(within(first).queryByText('Unread')).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('success', 'Marked as read.');
  });

  it('says when there are none', async () => {
    stubApi({
      'GET /api/admin/messages': {
        status: 200,
        body: { items: [], total: 0, totalIsCapped: false, next: null, prev: null },
      },
    });
    renderWithProviders(<MessagesScreen />, { path: '/admin/messages' });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
