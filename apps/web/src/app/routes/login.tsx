import { AuthModalPage } from '../../features/auth/components/auth-modal-page';
import { LoginForm } from '../../features/auth/components/login-form';

export function Component() {
  return (
    <AuthModalPage title="Welcome Back" pageTitle="Sign In">
      <LoginForm />
    </AuthModalPage>
  );
}
