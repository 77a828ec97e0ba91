import { PageTitle } from '../../../components/page-title';
import { ProductsScreen } from '../../../features/admin/components/products/products-screen';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Products" />
      <ProductsScreen />
    </>
  );
}
