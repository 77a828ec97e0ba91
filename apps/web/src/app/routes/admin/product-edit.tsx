import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ProductEditor } from '../../../features/admin/components/products/product-editor';

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Admin · Edit product" />
      <ProductEditor key={id} id={id} />
    </>
  );
}
