import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { ConfirmResetForm } from '../../features/auth/components/confirm-reset-form';
import { useAccountT } from '../../i18n/account';

export function Component() {
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token');
  const t = useAccountT();
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <PageTitle title={t('choose.page')} />
      <h1 className="text-2xl font-bold">{t('choose.title')}</h1>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {token ? (
          <ConfirmResetForm token={token} />
        ) : (
          <p role="alert" className="text-slate-700">
            {t.rich('choose.incomplete', {
              link: (
                <Link to="/resetPassword" className="font-semibold text-brand-700 underline">
                  {t('choose.askNew')}
                </Link>
              ),
            })}
          </p>
        )}
      </div>
    </main>
  );
}
