import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { OrderDetail } from '../../../features/admin/components/orders/order-detail';

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Admin · Order" />
      <OrderDetail key={id} id={id} />
    </>
  );
}
