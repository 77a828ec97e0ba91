import type { AuthNotice } from '@avstore/core';
import { api } from '../../../lib/api-client';

/**
 * Ends the session on the server. Its own module: the header's account menu needs it on every
 * page, and the rest of the account's calls would come into every page's first script with it.
 */
export const logout = () => api<AuthNotice>('/auth/logout', { method: 'POST' });
