import { Link, useRouteError } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { routeErrorDetail } from '../../../lib/route-error';
import { card, darkButton, plainButton } from './ui';

/**
 * What an admin screen that throws shows instead, inside the back office so that its sections stay:
 * the store's error words (docs/product.md §2 "Not found and error screens"), the error's message,
 * and a way on, a reload or the dashboard.
 */
export function AdminError() {
  const detail = routeErrorDetail(useRouteError());
  return (
    <section role="alert" className={`${card} p-8`}>
      <PageTitle title="Admin · Unexpected Application Error" />
      <h1 className="text-xl font-bold">Unexpected Application Error</h1>
      <p className="mt-2 text-slate-600">
        Something went wrong while showing this page. Please try again.
      </p>
      {detail ? <p className="mt-2 text-sm text-slate-500">{detail}</p> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className={darkButton} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/admin" className={plainButton}>
          Back to the dashboard
        </Link>
      </div>
    </section>
  );
}
