import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Contact"
      text="The contact form opens with the next release of the store."
    />
  );
}
