import type {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  ResetConfirmRequest,
  ResetConfirmResponse,
  ResetRequest,
  ResetResponse,
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
