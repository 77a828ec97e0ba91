import { useState } from 'react';
import { Link } from 'react-router';
import { FormError, primaryButton } from '../../../components/form-fields';
import { usePublicConfig } from '../../../config/public-config';
import { usePaymentsT, usePaymentsText } from '../../../i18n/payments';
import { getErrorMessage } from '../../../lib/api-client';
import { returnToState } from '../../../lib/return-to';
import { useSignedIn } from '../../../lib/use-signed-in';
import { createSampleOrder } from '../api/create-sample-order';
import { startPayment } from '../start-payment';

type Method = 'card' | 'koko';

const box = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';

/**
 * The developer test page (docs/product.md §2): each button places a one-item sample order for a
 * hard-coded shopper and hands it to the card gateway or KOKO. Sandbox mode only (docs/product.md §2 "Payment test page").
 * The buttons show to everyone; a visitor who presses one is asked to sign in (an order needs an
 * account), and comes back here.
 */
export function PaymentTestPanel() {
  const config = usePublicConfig();
  const signedIn = useSignedIn();
  const [busy, setBusy] = useState<Method>();
  const [error, setError] = useState<string>();
  const [signInAsked, setSignInAsked] = useState(false);
  const t = usePaymentsT();
  const known = usePaymentsText();

  if (config.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {t('test.loading')}
      </p>
    );
  }
  if (config.isError) {
    return <FormError message={t('test.configFailed')} />;
  }
  if (config.data.paymentMode !== 'sandbox') {
    return <p className="text-slate-700">{t('test.sandboxOnly')}</p>;
  }

  const pay = async (method: Method) => {
    if (!signedIn) {
      setSignInAsked(true);
      return;
    }
    setBusy(method);
    setError(undefined);
    let orderId: string;
    try {
      orderId = await createSampleOrder(method);
    } catch (failure) {
      setError(getErrorMessage(failure, 'Failed to create order'));
      setBusy(undefined);
      return;
    }
    // The browser now leaves for the provider, or for /payment/failed.
    await startPayment(orderId, method);
  };

  return (
    <section aria-labelledby="sample-payments" className={box}>
      <h2 id="sample-payments" className="text-lg font-semibold">
        {t('test.sample')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        {t('test.explain', { email: 'sample@example.lk', phone: '0771234567' })}
      </p>
      <div className="mt-4">
        <FormError message={error && known(error)} />
        {signInAsked && !signedIn ? (
          <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
            {t.rich('test.signInNeeded', {
              link: (
                <Link
                  to="/login"
                  state={returnToState('/payment')}
                  className="font-semibold underline"
                >
                  {t('test.signIn')}
                </Link>
              ),
            })}
          </p>
        ) : null}
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          onClick={() => void pay('card')}
          disabled={busy !== undefined}
          className={primaryButton}
        >
          {busy === 'card' ? t('processing') : t('payNow')}
        </button>
        <button
          type="button"
          onClick={() => void pay('koko')}
          disabled={busy !== undefined}
          className={primaryButton}
        >
          {busy === 'koko' ? t('processing') : t('payKoko')}
        </button>
      </div>
    </section>
  );
}
