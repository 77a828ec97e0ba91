import type { ReactNode } from 'react';
import { AdminGate } from './admin-gate';
import { AdminNav } from './admin-nav';

/** The back office around every admin screen: the access check, the sections, the page. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <AdminGate>
      <div className="min-h-full bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row md:py-8">
          <AdminNav />
          <main className="min-w-0 flex-1">{children}</main>
        </div>
      </div>
    </AdminGate>
  );
}
