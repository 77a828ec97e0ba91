import { PageTitle } from '../../../components/page-title';
import { PagesScreen } from '../../../features/admin/components/settings/pages-screen';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Pages" />
      <PagesScreen />
    </>
  );
}
