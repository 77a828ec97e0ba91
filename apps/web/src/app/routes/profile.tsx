import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Order History" text="Order history opens with accounts." />;
}
