import { useSyncExternalStore } from 'react';
import { subscribeToAuth } from '../../../lib/storage';
import { readAdminAccess, type AdminAccess } from '../lib/access';

/** Who is looking, re-read when the session changes here or in another tab. */
export function useAdminAccess(): AdminAccess {
  return useSyncExternalStore(subscribeToAuth, readAdminAccess, () => 'signed-out');
}
