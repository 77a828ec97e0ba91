import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useCart } from '../../features/cart/cart-store';
import { RequestQuotationForm } from '../../features/quotations/components/request-quotation-form';
import { useQuotationsT } from '../../i18n/quotations';
import { returnToState } from '../../lib/return-to';
import { useSignedIn } from '../../lib/use-signed-in';

/** The cart turned into a request for a quotation (docs/product.md §11 "Quotations"). */
export function Component() {
  const cart = useCart();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const t = useQuotationsT();
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <PageTitle title={t('request.title')} />
      <h1 className="text-3xl font-bold">{t('request.title')}</h1>
      <p className="mt-2 text-slate-600">{t('request.intro', { count: cart.length })}</p>
      {signedIn ? (
        <RequestQuotationForm
          items={cart.map((line) => ({ id: line.id, quantity: line.quantity }))}
          onRequested={(id) => void navigate(`/account/quotations/${id}`)}
        />
      ) : (
        <p className="mt-6">
          {t.rich('request.signIn', {
            link: (
              <Link
                to="/login"
                state={returnToState('/quotations/new')}
                className="font-semibold underline"
              >
                {t('signIn')}
              </Link>
            ),
          })}
        </p>
      )}
    </main>
  );
}
