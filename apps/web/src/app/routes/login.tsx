import { AuthModalPage } from '../../features/auth/components/auth-modal-page';
import { LoginForm } from '../../features/auth/components/login-form';
import { currentCart, replaceCart } from '../../features/cart/cart-store';
import { mergeAccountCart } from '../../features/cart/cart-sync';

/** At sign-in the cart kept with the account joins the browser's (docs/product.md §4). */
const mergeCart = () => void mergeAccountCart({ current: currentCart, replace: replaceCart });

export function Component() {
  return (
    <AuthModalPage title="Welcome Back" pageTitle="Sign In">
      <LoginForm onSignedIn={mergeCart} />
    </AuthModalPage>
  );
}
