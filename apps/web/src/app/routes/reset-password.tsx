import { AuthModalPage } from '../../features/auth/components/auth-modal-page';
import { ResetForm } from '../../features/auth/components/reset-form';

export function Component() {
  return (
    <AuthModalPage title="Reset Password" pageTitle="Reset Password">
      <ResetForm />
    </AuthModalPage>
  );
}
