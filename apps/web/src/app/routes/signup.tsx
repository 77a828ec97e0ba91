import { AuthModalPage } from '../../features/auth/components/auth-modal-page';
import { SignupForm } from '../../features/auth/components/signup-form';

export function Component() {
  return (
    <AuthModalPage title="Welcome Sign Up" pageTitle="Sign Up">
      <SignupForm />
    </AuthModalPage>
  );
}
