import { PageTitle } from '../../../components/page-title';
import { OrdersScreen } from '../../../features/admin/components/orders/orders-screen';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Orders" />
      <OrdersScreen />
    </>
  );
}
