import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSignedIn } from '../../lib/use-signed-in';
import { useAdminAccess } from '../../features/admin/hooks/use-admin-access';
import { returnPath, withReturn } from '../../lib/return-to';
import { clearAllStorage } from '../../lib/storage';
import { reloadCart } from '../../features/cart/cart-store';
import { logout } from '../../features/auth/api/logout';
import { useCommonT } from '../../i18n/common';

export type PersonEntry = { label: string; to: string } | { label: string; action: () => void };

/** Sign In / Sign Up for visitors, View Orders / Logout with a token (docs/product.md §2). */
export function usePersonMenu(): PersonEntry[] {
  const signedIn = useSignedIn();
  const access = useAdminAccess();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search, state } = useLocation();
  const t = useCommonT();
  if (!signedIn) {
    // Sign-in comes back here; from a sign-in page, back where that one would have gone.
    const here = /^\/(login|signup|resetPassword)/.test(pathname)
      ? returnPath(state, search)
      : pathname + search;
    return [
      { label: t('signIn'), to: withReturn('/login', here) },
      { label: t('signUp'), to: withReturn('/signup', here) },
    ];
  }
  return [
    { label: t('orders'), to: '/profile' },
    // The owner's and the staff's way in (docs/product.md §15).
    ...(access === 'admin' || access === 'staff' ? [{ label: t('backOffice'), to: '/admin' }] : []),
    {
      label: t('logout'),
      action: () => {
        // The request takes the token with it before the storage is cleared; the page does not
        // wait for the answer: a shopper who logs out is logged out here whatever the network.
        void logout().catch(() => undefined);
        clearAllStorage();
        reloadCart();
        // Nothing of this shopper's may show to the next one.
        queryClient.clear();
        void navigate('/');
      },
    },
  ];
}
