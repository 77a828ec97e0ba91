import { PageTitle } from '../../../components/page-title';
import { DashboardView } from '../../../features/admin/components/dashboard/dashboard-view';
import { PageHeader } from '../../../features/admin/components/ui';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Dashboard" />
      <PageHeader title="Dashboard" description="Today and this month, in shop time." />
      <DashboardView />
    </>
  );
}
