import { Link } from 'react-router';
import { HOME_CHIPS } from '@avstore/core';

/** Home's 17 category chips; each opens the Shop with its category (docs/product.md §2). */
export function CategoryChips() {
  return (
    <nav aria-label="Shop by category" className="no-scrollbar -mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-2">
        {HOME_CHIPS.map((chip) => (
          <li key={chip} className="shrink-0">
            <Link
              to={chip === 'All' ? '/shop' : `/shop?category=${encodeURIComponent(chip)}`}
              state={{ category: chip }}
              className="inline-block rounded-full bg-white px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50 hover:ring-brand-500"
            >
              {chip}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
