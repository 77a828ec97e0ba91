import type { LoginResponse, ResetResponse, User } from '@avstore/core';
import { api } from '../../../lib/api-client';

export const login = (email: string, password: string) =>
  api<LoginResponse>('/auth/login', {
    method: 'POST',
    body: { email: email.trim(), password },
    auth: false,
  });

export const register = (email: string, password: string) =>
  api<{ user: User }>('/auth/register', {
    method: 'POST',
    body: { email: email.trim(), password },
    auth: false,
  });

export const requestReset = (email: string) =>
  api<ResetResponse>('/auth/resetPassword', {
    method: 'POST',
    body: { email: email.trim() },
    auth: false,
  });

export const confirmReset = (token: string, password: string) =>
  api<{ success: boolean; message: string }>('/auth/resetPassword/confirm', {
    method: 'POST',
    body: { token, password },
    auth: false,
  });
