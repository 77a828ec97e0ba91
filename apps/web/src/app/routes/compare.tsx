import { Link, useSearchParams } from 'react-router';
import { MAX_COMPARED } from '@avstore/core';
import { PageTitle } from '../../components/page-title';
import { useComparedProducts } from '../../features/catalogue/api/get-compared';
import { CompareTable } from '../../features/catalogue/components/compare-table';
import { comparePath, toggleCompared, useCompared } from '../../features/catalogue/compare-store';
import { usePagesT } from '../../i18n/pages';

/** The ids the address lists (a shared comparison), or else those picked in this browser. */
function idsOf(param: string | null, picked: readonly string[]): string[] {
  const listed = (param ?? '').split(',').filter(Boolean);
  return (listed.length > 0 ? listed : [...picked]).slice(0, MAX_COMPARED);
}

/** Up to four products side by side, at an address that can be shared (issue #25). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const picked = useCompared();
  const ids = idsOf(params.get('ids'), picked);
  const products = useComparedProducts(ids);
  const t = usePagesT();

  const remove = (id: string) => {
    if (picked.includes(id)) toggleCompared(id);
    const rest = ids.filter((x) => x !== id);
    setParams(rest.length > 0 ? new URLSearchParams(comparePath(rest).split('?')[1]) : {}, {
      replace: true,
    });
  };

  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t('compare.title')} />
      <h1 className="text-3xl font-bold">{t('compare.title')}</h1>
      {ids.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {t.rich('compare.nothing', {
            max: MAX_COMPARED,
            shop: (
              <Link to="/shop" className="font-semibold text-brand-700 underline">
                {t('compare.shop')}
              </Link>
            ),
          })}
        </p>
      ) : products.isPending ? (
        <p className="mt-6 text-slate-600">{t('compare.loading')}</p>
      ) : products.isError ? (
        <div role="alert" className="mt-6">
          <p className="text-slate-700">{t('compare.failed')}</p>
          <button
            type="button"
            onClick={() => void products.refetch()}
            className="mt-2 font-semibold text-brand-700 underline"
          >
            {t('compare.retry')}
          </button>
        </div>
      ) : (
        <div className="mt-6">
          <CompareTable products={products.data} onRemove={remove} />
        </div>
      )}
    </main>
  );
}
