import type {
  AuthNotice,
  ConfirmEmailRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  ResetConfirmRequest,
  ResetConfirmResponse,
  ResetRequest,
  ResetResponse,
  User,
} from '@avstore/core';
import { api } from '../../../lib/api-client';

export const login = (email: string, password: string) => {
  const body: LoginRequest = { email: email.trim(), password };
  return api<LoginResponse>('/auth/login', { method: 'POST', body, auth: false });
};

export const register = (email: string, password: string) => {
  const body: RegisterRequest = { email: email.trim(), password };
  return api<RegisterResponse>('/auth/register', { method: 'POST', body, auth: false });
};

export const requestReset = (email: string) => {
  const body: ResetRequest = { email: email.trim() };
  return api<ResetResponse>('/auth/resetPassword', { method: 'POST', body, auth: false });
};

export const confirmReset = (token: string, password: string) => {
  const body: ResetConfirmRequest = { token, password };
  return api<ResetConfirmResponse>('/auth/resetPassword/confirm', {
    method: 'POST',
    body,
    auth: false,
  });
};

/** Ends the sign-in on the server, so the token is refused even if it was copied (issue #23). */
export const logout = () => api<AuthNotice>('/auth/logout', { method: 'POST' });

export const confirmEmail = (token: string) => {
  const body: ConfirmEmailRequest = { token };
  return api<AuthNotice>('/auth/confirm-email', { method: 'POST', body, auth: false });
};

export const resendConfirmation = () =>
  api<AuthNotice>('/auth/confirm-email/resend', { method: 'POST' });

export const fetchMe = () => api<{ user: User }>('/auth/me');
