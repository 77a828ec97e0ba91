import { AuthModalPage } from '../../features/auth/components/auth-modal-page';
import { SignupForm } from '../../features/auth/components/signup-form';
import { useAccountT } from '../../i18n/account';

export function Component() {
  const t = useAccountT();
  return (
    <AuthModalPage title={t('signup.title')} pageTitle={t('signup.page')}>
      <SignupForm />
    </AuthModalPage>
  );
}
