import { PageTitle } from '../../../components/page-title';
import { DeliveryScreen } from '../../../features/admin/components/delivery/delivery-screen';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Delivery" />
      <DeliveryScreen />
    </>
  );
}
