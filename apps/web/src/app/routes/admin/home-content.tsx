import { PageTitle } from '../../../components/page-title';
import { HomeContentScreen } from '../../../features/admin/components/settings/home-content-screen';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Home content" />
      <HomeContentScreen />
    </>
  );
}
