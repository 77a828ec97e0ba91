import { AuthModalPage } from '../../features/auth/components/auth-modal-page';
import { LoginForm } from '../../features/auth/components/login-form';
import { currentCart, replaceCart } from '../../features/cart/cart-store';
import { mergeAccountCart } from '../../features/cart/cart-sync';
import { useAccountT } from '../../i18n/account';

/** The longest a sign-in waits for the carts to merge before it goes back to its page. */
const MERGE_WAIT_MS = 3000;

/**
 * At sign-in the cart kept with the account joins the browser's (docs/product.md §4), before the
 * shopper is taken back: the checkout then shows the whole cart, and leaving at once loses nothing.
 */
const mergeCart = () =>
  Promise.race([
    mergeAccountCart({ current: currentCart, replace: replaceCart }),
    new Promise<void>((resolve) => setTimeout(resolve, MERGE_WAIT_MS)),
  ]);

export function Component() {
  const t = useAccountT();
  return (
    <AuthModalPage title={t('login.title')} pageTitle={t('login.page')}>
      <LoginForm onSignedIn={mergeCart} />
    </AuthModalPage>
  );
}
