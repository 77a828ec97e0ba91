import { AuthModalPage } from '../../features/auth/components/auth-modal-page';
import { ResetForm } from '../../features/auth/components/reset-form';
import { useAccountT } from '../../i18n/account';

export function Component() {
  const t = useAccountT();
  return (
    <AuthModalPage title={t('reset.title')} pageTitle={t('reset.title')}>
      <ResetForm />
    </AuthModalPage>
  );
}
