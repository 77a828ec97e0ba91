import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Sign In" text="Accounts open with the next release of the store." />
  );
}
