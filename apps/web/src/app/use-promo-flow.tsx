import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { pathWithoutLanguage, type Product } from '@avstore/core';
import { addProduct } from '../features/cart/cart-actions';
import { useSignedIn } from '../lib/use-signed-in';
import { loadRoute } from '../lib/lazy-route';
import { shopKeys } from '../lib/query-keys';
import { returnToState } from '../lib/return-to';

// Only a signed-in shopper who asks for a promo needs the form and its checks.
const PromoModal = lazy(() =>
  loadRoute(
    () => import('../features/promos/components/promo-modal'),
    () => undefined,
  ).then((m) => ({ default: m.PromoModal })),
);

/**
 * 'Apply Promo' as the Shop and a product page offer it (docs/product.md §5): a visitor is sent to
 * sign in first; a shopper gets the promo code form, and a code that passes adds the product to
 * the cart with it. `modal` is to be rendered by the page; `promoFor` is the product being asked.
 */
export function usePromoFlow(): {
  onPromo: (product: Product) => void;
  promoFor: Product | undefined;
  modal: ReactNode;
} {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [promoFor, setPromoFor] = useState<Product>();
  // Mounted from the first promo on, so that closing it gives focus back to its button.
  const [promoWanted, setPromoWanted] = useState(false);
  const onPromo = useCallback(
    (product: Product) => {
      if (!signedIn) {
        // Back to this page after sign-in; read now, so that the callback stays the same. As the
        // router names it: the window's address carries the language's base (/si/…).
        const { pathname, search } = window.location;
        const here = pathWithoutLanguage(pathname) + search;
        return void navigate('/login', { state: returnToState(here) });
      }
      setPromoWanted(true);
      setPromoFor(product);
    },
    [signedIn, navigate],
  );
  const modal = promoWanted ? (
    <Suspense fallback={null}>
      <PromoModal
        product={promoFor}
        onClose={() => setPromoFor(undefined)}
        onApplied={(product, promo) => {
          addProduct(product, promo);
          setPromoFor(undefined);
          void queryClient.invalidateQueries({ queryKey: shopKeys.promos() });
        }}
      />
    </Suspense>
  ) : null;
  return { onPromo, promoFor, modal };
}
