import { Link, useRouteError } from 'react-router';
import { routeErrorDetail } from '../lib/route-error';
import { useCommonT } from '../i18n/common';

/** Any error a route throws ends here, headed as docs/product.md §8 says, with a way home. */
export function ErrorScreen() {
  const detail = routeErrorDetail(useRouteError());
  const t = useCommonT();
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
      <title>{t('error')}</title>
      <h1 className="text-2xl font-bold">{t('error')}</h1>
      <p className="mt-3 text-slate-600">{t('errorText')}</p>
      {detail ? <p className="mt-2 text-sm text-slate-500">{detail}</p> : null}
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-ink px-5 py-2.5 font-semibold text-white hover:bg-slate-700"
      >
        {t('backHome')}
      </Link>
    </main>
  );
}
