import { PageTitle } from '../../../components/page-title';
import { ImportExportScreen } from '../../../features/admin/components/import-export/import-export-screen';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Import / export" />
      <ImportExportScreen />
    </>
  );
}
