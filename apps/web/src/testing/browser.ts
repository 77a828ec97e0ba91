import { vi } from 'vitest';
import type { User } from '@avstore/core';

/** jsdom has no showModal(); open and close by the attribute the browser would set. */
export function stubDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Replaces window.location.assign (jsdom's cannot be spied on) and window.alert. */
export function stubBrowser() {
  const assign = vi.fn();
  const alert = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  vi.stubGlobal('alert', alert);
  return { assign, alert };
}

export const SIGNED_IN_USER: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'nimal@example.com',
  role: 'customer',
};

/** Signs in the way the login form leaves storage (docs/product.md §3): a token and the user as JSON. */
export function signIn(role: User['role'] = 'customer', token = 'tok'): User {
  const user = { ...SIGNED_IN_USER, role, ...(role === 'admin' ? { email: 'staff@shop.lk' } : {}) };
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
  return user;
}
