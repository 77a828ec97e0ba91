import { PageTitle } from '../../../components/page-title';
import { ReportsScreen } from '../../../features/admin/components/reports/reports-screen';
import { PageHeader } from '../../../features/admin/components/ui';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Reports" />
      <PageHeader
        title="Reports"
        description="Sales, what sells, and how shoppers pay and receive."
      />
      <ReportsScreen />
    </>
  );
}
