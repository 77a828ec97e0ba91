import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Reset Password"
      text="Accounts open with the next release of the store."
    />
  );
}
