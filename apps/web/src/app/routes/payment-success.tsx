import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Payment" text="Payment results open with card and KOKO payments." />
  );
}
