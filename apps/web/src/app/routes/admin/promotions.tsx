import { PageTitle } from '../../../components/page-title';
import { PromotionsScreen } from '../../../features/admin/components/promotions/promotions-screen';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Promotions" />
      <PromotionsScreen />
    </>
  );
}
