import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ProductEditor } from '../../../features/admin/components/products/product-editor';
import { StockEditor } from '../../../features/admin/components/staff/stock-editor';
import { useAdminAccess } from '../../../features/admin/hooks/use-admin-access';

export function Component() {
  const { id = '' } = useParams();
  // Staff change a product's stock only (docs/product.md §15 "Staff").
  const staff = useAdminAccess() === 'staff';
  return (
    <>
      <PageTitle title="Admin · Edit product" />
      {staff ? <StockEditor key={id} id={id} /> : <ProductEditor key={id} id={id} />}
    </>
  );
}
