import { Link } from 'react-router';
import { HOME_CHIPS } from '@avstore/core';
import { useHomeT } from '../../../i18n/home';
import { useCategoryName, useCommonT } from '../../../i18n/common';

/** The file of a category's picture in public/categories/ (drawn by the demo catalogue's script). */
const pictureOf = (chip: string) =>
  `/categories/${chip
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.svg`;

/**
 * Home's 17 category chips, each with a picture of its kind of gear, in a row that scrolls
 * sideways; each opens the Shop with its category (docs/product.md §2).
 */
export function CategoryChips() {
  const t = useHomeT();
  const common = useCommonT();
  const categoryName = useCategoryName();
  return (
    <nav aria-label={t('chips')} className="no-scrollbar -mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-2">
        {HOME_CHIPS.map((chip) => (
          <li key={chip} className="shrink-0">
            <Link
              to={chip === 'All' ? '/shop' : `/shop?category=${encodeURIComponent(chip)}`}
              state={{ category: chip }}
              className="flex h-full w-24 flex-col items-center gap-1 rounded-xl bg-white p-2 text-center text-xs font-medium leading-tight text-slate-800 ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-500"
            >
              {/* Most of the row starts off screen: its pictures wait for the page's layout, and
                  leave a phone's first bandwidth to the page's text, font and deals. */}
              <img
                src={pictureOf(chip)}
                alt=""
                width={120}
                height={92}
                loading="lazy"
                decoding="async"
                className="h-12 w-16"
              />
              {chip === 'All' ? common('all') : categoryName(chip)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
