import { PageTitle } from '../../../components/page-title';
import { ShopSettingsScreen } from '../../../features/admin/components/settings/shop-settings-screen';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Settings" />
      <ShopSettingsScreen />
    </>
  );
}
