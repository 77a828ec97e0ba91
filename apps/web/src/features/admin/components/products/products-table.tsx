import { Link } from 'react-router';
import {
  currentPriceCents,
  formatCents,
  formatLKR,
  splitInstalments,
  toCents,
  type AdminProduct,
} from '@avstore/core';
import { Pill } from '../../../../components/badge';
import { StockBadge } from '../badges';
import { Thumbnail } from '../thumbnail';
import { DataTable, EmptyRow, linkClass } from '../ui';

const HEAD = ['Image', 'Name', 'Category', 'Price', 'Stock', 'Promo', 'KOKO'];

export function ProductsTable({ products }: { products: AdminProduct[] }) {
  return (
    <DataTable label="Products" head={HEAD}>
      {products.length === 0 ? (
        <EmptyRow columns={HEAD.length}>No products match these filters.</EmptyRow>
      ) : (
        products.map((product) => <ProductRow key={product.id} product={product} />)
      )}
    </DataTable>
  );
}

function ProductRow({ product }: { product: AdminProduct }) {
  return (
    <tr className={product.archived ? 'bg-slate-50 text-slate-500' : undefined}>
      <td className="px-4 py-2">
        <Thumbnail picture={product.pictures[0]} alt="" />
      </td>
      <td className="px-4 py-2">
        <Link to={`/admin/products/${product.id}`} className={linkClass}>
          {product.name}
        </Link>
        <div className="mt-1 flex gap-1">
          {product.draft ? (
            <Pill tone="yellow">Draft</Pill>
          ) : product.archived ? (
            <Pill tone="grey">Archived</Pill>
          ) : null}
          {product.featured ? <Pill tone="blue">Featured</Pill> : null}
        </div>
      </td>
      <td className="px-4 py-2">{product.category}</td>
      <td className="whitespace-nowrap px-4 py-2">
        {product.discountPrice != null ? (
          <>
            <span className="font-semibold">{formatLKR(product.discountPrice)}</span>
            <span className="block text-xs text-slate-500 line-through">
              <span className="sr-only">Was </span>
              {formatLKR(product.price)}
            </span>
          </>
        ) : (
          <span className="font-semibold">{formatLKR(product.price)}</span>
        )}
      </td>
      <td className="px-4 py-2">
        <StockBadge stock={product.stock} />
      </td>
      <td className="px-4 py-2">
        {product.promoCode ? (
          <span className="font-mono text-xs font-semibold text-violet-700">
            {product.promoCode} · {product.promoDiscount}%
          </span>
        ) : (
          '—'
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-2">
        <KokoOffer product={product} />
      </td>
    </tr>
  );
}

/** The first of the instalments the shop computes from the current price (the last may differ). */
function KokoOffer({ product }: { product: AdminProduct }) {
  const count = product.kokoInstallmentCount;
  if (!product.kokoInstallment || !count) return '—';
  const total = currentPriceCents({
    priceCents: toCents(product.price),
    discountPriceCents: product.discountPrice == null ? null : toCents(product.discountPrice),
  });
  return `${count} × ${formatCents(splitInstalments(total, count)[0]!)}`;
}
