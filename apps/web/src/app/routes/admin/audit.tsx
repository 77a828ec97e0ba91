import { PageTitle } from '../../../components/page-title';
import { AuditScreen } from '../../../features/admin/components/audit/audit-screen';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Audit log" />
      <AuditScreen />
    </>
  );
}
