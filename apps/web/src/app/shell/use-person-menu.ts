import { useNavigate } from 'react-router';
import { useSignedIn } from '../../lib/use-signed-in';
import { clearAllStorage } from '../../lib/storage';
import { reloadCart } from '../../features/cart/cart-store';

export type PersonEntry = { label: string; to: string } | { label: string; action: () => void };

/** Sign In / Sign Up for visitors, View Orders / Logout with a token (spec §2). */
export function usePersonMenu(): PersonEntry[] {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
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
        clearAllStorage();
        reloadCart();
        void navigate('/');
      },
    },
  ];
}
