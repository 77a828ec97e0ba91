import { Link, useLocation } from 'react-router';
import { clearCompared, comparePath, useCompared } from '../compare-store';
import { useCatalogueT } from '../../../i18n/catalogue';

/** While products are picked to compare: how many, the way to the comparison, and Clear. */
export function CompareBar() {
  const ids = useCompared();
  const { pathname } = useLocation();
  const t = useCatalogueT();
  if (ids.length === 0 || pathname === '/compare') return null;
  return (
    <>
      {/* Room at the end of the page, so the bar never hides its last line. */}
      <div aria-hidden="true" className="h-20" />
      <div
        role="region"
        aria-label={t('compareRegion')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
          <p className="text-sm text-slate-700">{t('toCompare', { count: ids.length })}</p>
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={clearCompared}
              className="min-h-10 rounded-lg px-3 text-sm font-semibold text-slate-700 underline"
            >
              {t('clear')}
            </button>
            <Link
              to={comparePath(ids)}
              className="inline-flex min-h-10 items-center rounded-lg bg-ink px-4 text-sm font-semibold text-white"
            >
              {t('compare')}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
