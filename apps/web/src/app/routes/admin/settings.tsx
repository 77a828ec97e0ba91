import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { HomeContentScreen } from '../../../features/admin/components/settings/home-content-screen';
import { PagesScreen } from '../../../features/admin/components/settings/pages-screen';
import { ShopSettingsScreen } from '../../../features/admin/components/settings/shop-settings-screen';

/** /admin/settings, /admin/home-content and /admin/pages: the shop's settings, a part each. */
export function Component() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/admin/home-content'))
    return (
      <>
        <PageTitle title="Admin · Home content" />
        <HomeContentScreen />
      </>
    );
  if (pathname.startsWith('/admin/pages'))
    return (
      <>
        <PageTitle title="Admin · Pages" />
        <PagesScreen />
      </>
    );
  return (
    <>
      <PageTitle title="Admin · Settings" />
      <ShopSettingsScreen />
    </>
  );
}
