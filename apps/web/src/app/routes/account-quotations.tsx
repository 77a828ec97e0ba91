import { Link, useNavigate, useParams } from 'react-router';
import { useMe } from '../../api/get-me';
import { PageTitle } from '../../components/page-title';
import { QuotationDetail } from '../../features/quotations/components/quotation-detail';
import { QuotationList } from '../../features/quotations/components/quotation-list';

/** The shopper's quotations, and one of them by its id. */
export function Component() {
  const { id } = useParams();
  const me = useMe();
  const navigate = useNavigate();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <PageTitle title="Quotations" />
      <h1 className="text-3xl font-bold">Quotations</h1>
      {id ? (
        <>
          <Link
            to="/account/quotations"
            className="mt-2 inline-block text-sm font-semibold underline"
          >
            All quotations
          </Link>
          <QuotationDetail
            id={id}
            email={me?.email ?? ''}
            onOrdered={(orderId) => void navigate(`/payment/success?orderId=${orderId}`)}
          />
        </>
      ) : (
        <QuotationList />
      )}
    </main>
  );
}
