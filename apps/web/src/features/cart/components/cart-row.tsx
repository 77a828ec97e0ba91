import { formatCentsIn, formatLKRIn, lineTotalCents, toCents, type CartLine } from '@avstore/core';
import { MinusIcon, PlusIcon, TrashIcon } from '../../../components/control-icons';
import { LinePicture, ProductLine } from '../../../components/product-line';
import { useCartT } from '../../../i18n/cart';
import { useLanguage } from '../../../i18n/language';
import { changeQuantity, removeProduct } from '../cart-actions';

/** One cart line: picture, name, unit price, stepper, remove and line total (docs/product.md §2). */
export function CartRow({ line }: { line: CartLine }) {
  const t = useCartT();
  const language = useLanguage();
  return (
    <ProductLine
      name={line.name}
      // A cart kept from before product pages has no slug: its name stays text.
      slug={line.slug}
      nameAs="h3"
      className="flex flex-col gap-4 py-5 sm:flex-row sm:items-center"
      // A line saved before pictures had sizes keeps only its address.
      picture={
        <LinePicture picture={line.pictures?.[0] ?? line.images[0]} size={96} alt={line.name} />
      }
      end={<CartLineEnd line={line} />}
    >
      <p className="text-sm text-slate-600">
        {t('each', { price: formatLKRIn(language, line.price) })}
        {line.originalPrice && line.originalPrice !== line.price ? (
          <>
            {' '}
            <span className="line-through">{formatLKRIn(language, line.originalPrice)}</span>
          </>
        ) : null}
      </p>
      {line.appliedPromoCode ? (
        <p className="text-xs font-semibold text-violet-700">
          {t('promo', { code: line.appliedPromoCode, percent: line.promoDiscount })}
        </p>
      ) : null}
    </ProductLine>
  );
}

/** The stepper, the line's total and its remove button. */
function CartLineEnd({ line }: { line: CartLine }) {
  const t = useCartT();
  const language = useLanguage();
  const total = lineTotalCents(toCents(line.price), line.quantity);
  return (
    <>
      <div
        className="flex items-center gap-2"
        role="group"
        aria-label={t('quantityOf', { name: line.name })}
      >
        <button
          type="button"
          onClick={() => changeQuantity(line.id, -1)}
          className="rounded-full p-2 ring-1 ring-slate-300 hover:bg-slate-100"
          aria-label={t('decrease', { name: line.name })}
        >
          <MinusIcon width={16} height={16} />
        </button>
        <span className="w-8 text-center font-semibold" aria-live="polite">
          {line.quantity}
        </span>
        <button
          type="button"
          onClick={() => changeQuantity(line.id, 1)}
          className="rounded-full p-2 ring-1 ring-slate-300 hover:bg-slate-100"
          aria-label={t('increase', { name: line.name })}
        >
          <PlusIcon width={16} height={16} />
        </button>
      </div>
      <p className="w-40 font-semibold sm:text-right">{formatCentsIn(language, total)}</p>
      <button
        type="button"
        onClick={() => removeProduct(line.id)}
        className="self-start rounded-full p-2 text-red-700 hover:bg-red-50 sm:self-center"
        aria-label={t('remove', { name: line.name })}
      >
        <TrashIcon />
      </button>
    </>
  );
}
