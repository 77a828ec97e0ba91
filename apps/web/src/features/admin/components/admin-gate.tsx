import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { returnToState } from '../../../lib/return-to';
import { useAdminAccess } from '../hooks/use-admin-access';
import { STAFF_ONLY } from './query-view';
import { card, darkButton } from './ui';

/** Shows the back office to the owner and staff only; nobody else causes a single admin request. */
export function AdminGate({ children }: { children: ReactNode }) {
  const access = useAdminAccess();
  const location = useLocation();
  if (access === 'admin' || access === 'staff') return <>{children}</>;
  const signedOut = access === 'signed-out';
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <section className={`${card} p-8 text-center`} role="alert">
        <h1 className="text-xl font-bold">{signedOut ? 'Please sign in' : 'Staff only'}</h1>
        <p className="mt-2 text-slate-600">
          {signedOut ? 'Sign in with your staff account to use the back office.' : STAFF_ONLY}
        </p>
        <Link
          to={signedOut ? '/login' : '/'}
          // Signing in comes back here, not to the shop's home.
          state={signedOut ? returnToState(location.pathname + location.search) : undefined}
          className={`${darkButton} mt-6`}
        >
          {signedOut ? 'Sign in' : 'Back to the shop'}
        </Link>
      </section>
    </main>
  );
}
