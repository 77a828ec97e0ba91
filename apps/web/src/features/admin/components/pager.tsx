import { plainButton } from './ui';

interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  noun: string;
  onPage: (page: number) => void;
}

/** 'Showing 21–40 of 153 products', with previous and next. */
export function Pager({ page, total, pageSize, noun, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav
      aria-label={`${noun} pages`}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <p>
        Showing {first}–{last} of {total} {noun}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={plainButton}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <span aria-current="page">
          Page {Math.min(page, pages)} of {pages}
        </span>
        <button
          type="button"
          className={plainButton}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
