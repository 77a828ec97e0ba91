import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSignedIn } from '../../lib/use-signed-in';
import { clearAllStorage } from '../../lib/storage';
import { reloadCart } from '../../features/cart/cart-store';
import { logout } from '../../features/auth/api/auth-api';

export type PersonEntry = { label: string; to: string } | { label: string; action: () => void };

/** Sign In / Sign Up for visitors, View Orders / Logout with a token (docs/product.md §2). */
export function usePersonMenu(): PersonEntry[] {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!signedIn) {
    return [
      { label: 'Sign In', to: '/login' },
      { label: 'Sign Up', to: '/signup' },
    ];
  }
  return [
    { label: 'View Orders', to: '/profile' },
    {
      label: 'Logout',
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
