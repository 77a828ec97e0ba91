import { PageTitle } from '../../../components/page-title';
import { LowStockScreen } from '../../../features/admin/components/reports/low-stock-screen';
import { PageHeader } from '../../../features/admin/components/ui';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Low stock" />
      <PageHeader title="Low stock" description="The emptiest first." />
      <LowStockScreen />
    </>
  );
}
