import { Link } from 'react-router';
import { usePromotions } from '../../api/get-promotions';
import { Pill } from '../../../../components/badge';
import { QueryView } from '../query-view';
import { DataTable, EmptyRow, linkClass, PageHeader } from '../ui';

const HEAD = ['Product', 'Code', 'Discount', 'Uses', 'Status'];

/** Promo codes by product, with how often each was used in an order. */
export function PromotionsScreen() {
  return (
    <>
      <PageHeader title="Promotions" description="Promo codes are set on each product's page." />
      <QueryView query={usePromotions()} label="promotions">
        {(data) => (
          <DataTable label="Promotions" head={HEAD}>
            {data.items.length === 0 ? (
              <EmptyRow columns={HEAD.length}>No product has a promo code.</EmptyRow>
            ) : (
              data.items.map((promo) => (
                <tr key={`${promo.productId}-${promo.promoCode}`}>
                  <td className="px-4 py-3">
                    <Link to={`/admin/products/${promo.productId}`} className={linkClass}>
                      {promo.productName}
                    </Link>
                  </td>
                  <td className="px-4 py-3 font-mono font-semibold text-violet-700">
                    {promo.promoCode}
                  </td>
                  <td className="px-4 py-3">{promo.promoDiscount}%</td>
                  <td className="px-4 py-3">{promo.uses}</td>
                  <td className="px-4 py-3">
                    {promo.archived ? (
                      <Pill tone="grey">Archived product</Pill>
                    ) : (
                      <Pill tone="green">Active</Pill>
                    )}
                  </td>
                </tr>
              ))
            )}
          </DataTable>
        )}
      </QueryView>
    </>
  );
}
