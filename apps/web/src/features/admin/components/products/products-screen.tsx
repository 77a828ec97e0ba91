import { Link } from 'react-router';
import { PlusIcon } from '../../../../components/control-icons';
import { useProducts } from '../../api/get-products';
import { useAdminAccess } from '../../hooks/use-admin-access';
import { useListParams } from '../../hooks/use-list-params';
import { PagedList } from '../paged-list';
import { darkButton, PageHeader } from '../ui';
import { ProductFilters, type ProductFilterValues } from './product-filters';
import { ProductsTable } from './products-table';

/** The catalogue as staff see it: every field, drafts and archived products on request. */
export function ProductsScreen() {
  const list = useListParams();
  // A new product sets its price: the owner's (docs/product.md §15 "Staff").
  const owner = useAdminAccess() === 'admin';
  const shown = list.get('archived');
  const filters: ProductFilterValues = {
    search: list.get('search'),
    category: list.get('category'),
    archived: shown === 'true' || shown === 'draft' || shown === 'all' ? shown : 'false',
  };
  const query = useProducts({
    search: filters.search || undefined,
    category: filters.category || undefined,
    // Drafts are out of the shop as archived products are, but listed apart.
    ...(filters.archived === 'draft'
      ? { draft: 'true' as const }
      : filters.archived === 'all'
        ? {}
        : { archived: filters.archived }),
    page: list.page,
  });
  return (
    <>
      <PageHeader
        title="Products"
        actions={
          owner ? (
            <Link to="/admin/products/new" className={darkButton}>
              <PlusIcon width={16} height={16} />
              New product
            </Link>
          ) : undefined
        }
      />
      <ProductFilters
        key={filters.search}
        values={filters}
        // The default (in the shop) stays out of the URL.
        onChange={({ archived, ...rest }) =>
          list.update({
            ...rest,
            ...(archived ? { archived: archived === 'false' ? '' : archived } : {}),
          })
        }
      />
      <PagedList query={query} label="products" noun="products" list={list}>
        {(items) => <ProductsTable products={items} />}
      </PagedList>
    </>
  );
}
