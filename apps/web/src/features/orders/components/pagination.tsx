import { paginationWindow } from '@avstore/core';
import { ChevronLeftIcon } from '../../../components/control-icons';
import { useOrdersT } from '../../../i18n/orders';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

const BUTTON =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 font-semibold';

/** Previous, numbered pages with ellipses (docs/product.md §9) and next; hidden when there is one page. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const t = useOrdersT();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pages')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        aria-label={t('previous')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        className={`${BUTTON} ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40`}
      >
        <ChevronLeftIcon width={18} height={18} />
      </button>
      {paginationWindow(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-label={t('page', { n: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
            className={`${BUTTON} ${
              item === page ? 'bg-ink text-white' : 'ring-1 ring-slate-300 hover:bg-slate-100'
            }`}
          >
            {item}
          </button>
        ) : (
          <span key={item} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ),
      )}
      <button
        type="button"
        aria-label={t('next')}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        className={`${BUTTON} ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40`}
      >
        <ChevronLeftIcon width={18} height={18} className="rotate-180" />
      </button>
    </nav>
  );
}
