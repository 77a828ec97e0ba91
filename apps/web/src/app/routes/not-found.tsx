import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useCatalogueT } from '../../i18n/catalogue';
import { useCommonT } from '../../i18n/common';

export function Component() {
  const t = useCatalogueT();
  const common = useCommonT();
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <PageTitle title={t('notFound.title')} />
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {common('backHome')}
      </Link>
    </main>
  );
}
