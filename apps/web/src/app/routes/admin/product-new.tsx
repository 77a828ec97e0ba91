import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ProductCreator } from '../../../features/admin/components/products/product-creator';
import { linkClass, PageHeader } from '../../../features/admin/components/ui';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · New product" />
      <Link to="/admin/products" className={`${linkClass} text-sm`}>
        ← All products
      </Link>
      <PageHeader title="New product" />
      <ProductCreator />
    </>
  );
}
