import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Payment test"
      text="The payment test page opens with card and KOKO payments."
    />
  );
}
