import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { productPath, type Product } from '@avstore/core';
import { Price } from '../../../components/price';
import { ProductPicture } from '../../../components/product-picture';
import { useCatalogueT, useSpecWords } from '../../../i18n/catalogue';
import { useCategoryName } from '../../../i18n/common';
import { compareRows } from '../compare-rows';
import { StockBadge } from './stock-badge';

/**
 * Products side by side (issue #25): price and stock, then their typed specifications aligned,
 * the lines where they differ marked. On a phone the table scrolls sideways under its labels.
 */
export function CompareTable({
  products,
  onRemove,
}: {
  products: readonly Product[];
  onRemove: (id: string) => void;
}) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const t = useCatalogueT();
  const categoryName = useCategoryName();
  const rows = compareRows(products, useSpecWords()).filter(
    (row) => !onlyDifferences || row.differs,
  );
  return (
    <>
      <label className="mb-4 inline-flex min-h-10 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
          className="h-4 w-4 accent-brand-600"
        />
        {t('compare.onlyDifferences')}
      </label>
      {/* relative: the screen-reader-only names inside are kept within the scrolling box too. */}
      <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('compare.caption')}</caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 w-32 bg-white" />
              {products.map((product) => (
                <th key={product.id} scope="col" className="min-w-40 p-3 align-top font-normal">
                  <ProductPicture
                    picture={product.pictures[0]}
                    alt=""
                    sizes="160px"
                    width={160}
                    height={160}
                    className="aspect-square w-full max-w-40 rounded-lg"
                  />
                  <Link
                    to={productPath(product.slug)}
                    className="mt-2 block font-semibold text-ink hover:underline"
                  >
                    {product.name}
                  </Link>
                  <button
                    type="button"
                    onClick={() => onRemove(product.id)}
                    className="mt-1 min-h-10 text-sm text-slate-600 underline"
                  >
                    {t.rich('compare.remove', {
                      name: <span className="sr-only">{product.name}</span>,
                    })}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Line
              label={t('compare.price')}
              cells={products.map((p) => (
                <Price key={p.id} product={p} />
              ))}
            />
            <Line
              label={t('compare.stock')}
              cells={products.map((p) => (
                <StockBadge key={p.id} stock={p.stock} />
              ))}
            />
            <Line
              label={t('compare.category')}
              cells={products.map((p) => categoryName(p.category))}
            />
            <Line label={t('brand')} cells={products.map((p) => p.brand || '—')} />
            {rows.map((row) => (
              <Line key={row.key} label={row.label} cells={row.values} differs={row.differs} />
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          {onlyDifferences ? t('compare.same') : t('compare.noSpecs')}
        </p>
      ) : null}
    </>
  );
}

function Line({
  label,
  cells,
  differs = false,
}: {
  label: string;
  cells: ReactNode[];
  differs?: boolean;
}) {
  const t = useCatalogueT();
  return (
    <tr className={`border-t border-slate-200 ${differs ? 'bg-brand-50' : ''}`}>
      <th
        scope="row"
        className={`sticky left-0 z-10 w-32 p-3 align-top font-medium text-slate-600 ${differs ? 'bg-brand-50' : 'bg-white'}`}
      >
        {label}
        {differs ? (
          <span className="block text-xs font-normal text-brand-700">{t('compare.differs')}</span>
        ) : null}
      </th>
      {cells.map((cell, index) => (
        <td key={index} className="p-3 align-top text-slate-900">
          {cell}
        </td>
      ))}
    </tr>
  );
}
