import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAdminAccess } from '../hooks/use-admin-access';
import { mayOpen } from '../lib/may-open';
import { AdminGate } from './admin-gate';
import { AdminNav } from './admin-nav';
import { OwnerOnly } from './staff/owner-only';

/** The back office around every admin screen: the access check, the sections, the page. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const access = useAdminAccess();
  const { pathname } = useLocation();
  return (
    <AdminGate>
      <div className="min-h-full bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row md:py-8">
          <AdminNav />
          <main className="min-w-0 flex-1">
            {mayOpen(access, pathname) ? children : <OwnerOnly />}
          </main>
        </div>
      </div>
    </AdminGate>
  );
}
