import { NavLink } from 'react-router';
import { useAdminAccess } from '../hooks/use-admin-access';
import { mayOpen } from '../lib/may-open';

const LINKS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/import-export', label: 'Import / export' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/quotations', label: 'Quotations' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/low-stock', label: 'Low stock' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/promotions', label: 'Promotions' },
  { to: '/admin/delivery', label: 'Delivery' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/home-content', label: 'Home content' },
  { to: '/admin/pages', label: 'Pages' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/staff', label: 'Staff' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold ${
    isActive ? 'bg-ink text-white' : 'text-slate-700 hover:bg-slate-200'
  }`;

/**
 * The back office's sections: a column beside the page, a scrolling row on a phone. Staff see
 * only theirs (lib/access.ts).
 */
export function AdminNav() {
  const access = useAdminAccess();
  return (
    <nav aria-label="Back office" className="md:w-48 md:shrink-0">
      <p className="mb-3 hidden px-3 text-xs font-bold uppercase tracking-wider text-slate-500 md:block">
        Back office
      </p>
      <ul className="no-scrollbar flex gap-1 overflow-x-auto md:flex-col">
        {LINKS.filter((link) => mayOpen(access, link.to)).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={'end' in link} className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
