import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../lib/storage';
import { SESSION_EXPIRED_REDIRECT_MS } from '../errors';

/**
 * A refused session on the orders page: forget the token and user, let the message be read,
 * then go to /login after 2 seconds (docs/product.md §4 "Session").
 */
export function useSignInRedirect(active: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    clearSession();
    const timer = window.setTimeout(
      () => void navigate('/login', { replace: true }),
      SESSION_EXPIRED_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [active, navigate]);
}
