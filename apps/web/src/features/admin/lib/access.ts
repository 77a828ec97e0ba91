import { STORAGE_KEYS, readToken } from '../../../lib/storage';

export type AdminAccess = 'signed-out' | 'not-staff' | 'admin';

/**
 * Who may open the back office, from the stored token and user (spec §3 keys). The server
 * decides for real (401/403); this only spares staff-less visitors a screen of errors.
 */
export function readAdminAccess(): AdminAccess {
  if (!readToken()) return 'signed-out';
  try {
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as {
      role?: unknown;
    } | null;
    return user?.role === 'admin' ? 'admin' : 'not-staff';
  } catch {
    return 'not-staff';
  }
}
