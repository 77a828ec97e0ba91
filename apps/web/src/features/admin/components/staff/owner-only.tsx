import { Link } from 'react-router';
import { card, darkButton } from '../ui';

/** What staff see on a screen that is the owner's (docs/product.md §15 "Staff"). */
export function OwnerOnly() {
  return (
    <section className={`${card} p-8 text-center`} role="alert">
      <h1 className="text-xl font-bold">For the owner</h1>
      <p className="mt-2 text-slate-600">Only the shop&apos;s owner may use this page.</p>
      <Link to="/admin" className={`${darkButton} mt-6 min-h-11`}>
        Back to the dashboard
      </Link>
    </section>
  );
}
