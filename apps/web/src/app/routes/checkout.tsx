import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Checkout" text="Checkout opens with the next release of the store." />
  );
}
