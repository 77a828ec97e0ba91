import { PageTitle } from '../../../components/page-title';
import { StaffScreen } from '../../../features/admin/components/staff/staff-screen';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Staff" />
      <StaffScreen />
    </>
  );
}
