import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AUTH_MESSAGES } from '@avstore/core';
import { PageTitle } from '../../components/page-title';
import { primaryButton } from '../../components/form-fields';
import { confirmEmail } from '../../features/auth/api/auth-api';
import { useAccountT, useAccountText } from '../../i18n/account';
import { getErrorMessage } from '../../lib/api-client';

type State =
  { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** Opens the link mailed to confirm an account's address (docs/product.md §13). */
export function Component() {
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token');
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'failed', message: AUTH_MESSAGES.confirmLinkInvalid },
  );
  const t = useAccountT();
  const known = useAccountText();
  // Once, even under StrictMode's second effect: the token works only once.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail(token).then(
      (answer) => setState({ kind: 'done', message: answer.message }),
      (error: unknown) =>
        setState({
          kind: 'failed',
          message: getErrorMessage(error, AUTH_MESSAGES.confirmLinkInvalid),
        }),
    );
  }, [token]);

  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <PageTitle title={t('confirm.page')} />
      <h1 className="text-2xl font-bold">{t('confirm.title')}</h1>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {state.kind === 'working' && <p role="status">{t('confirm.working')}</p>}
        {state.kind === 'done' && (
          <div role="status" className="flex flex-col gap-4">
            <p className="text-emerald-800">{known(state.message)}</p>
            <p className="text-slate-700">{t('confirm.now')}</p>
            <Link to="/shop" className={`${primaryButton} text-center`}>
              {t('confirm.continue')}
            </Link>
          </div>
        )}
        {state.kind === 'failed' && (
          <div className="flex flex-col gap-2">
            <p role="alert" className="text-red-700">
              {known(state.message)}
            </p>
            <p className="text-slate-700">
              {t.rich('confirm.askNew', {
                link: (
                  <Link to="/profile" className="font-semibold text-brand-700 underline">
                    {t('confirm.ordersPage')}
                  </Link>
                ),
              })}
            </p>
          </div>
        )}
      </div>
    </main>
  );
}
