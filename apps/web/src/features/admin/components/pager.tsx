import { plainButton } from './ui';

interface PagerProps {
  page: number;
  total: number;
  /** The total is a floor: there are more than it says ('10,000+'). */
  totalIsCapped?: boolean;
  pageSize: number;
  /** Rows on this page, when the page is not simply the total cut in pageSize pieces. */
  shown?: number;
  noun: string;
  /** Unset: no page that way. */
  onPrevious?: () => void;
  onNext?: () => void;
}

/** 'Showing 21–40 of 153 products', with previous and next; '10,000+' for a capped count. */
export function Pager({
  page,
  total,
  totalIsCapped = false,
  pageSize,
  shown,
  noun,
  onPrevious,
  onNext,
}: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const rows = shown ?? Math.max(0, Math.min(page * pageSize, total) - (page - 1) * pageSize);
  const first = rows === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = rows === 0 ? 0 : first + rows - 1;
  const more = totalIsCapped ? '+' : '';
  return (
    <nav
      aria-label={`${noun} pages`}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <p>
        Showing {first.toLocaleString('en')}–{last.toLocaleString('en')} of{' '}
        {total.toLocaleString('en')}
        {more} {noun}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className={plainButton} disabled={!onPrevious} onClick={onPrevious}>
          Previous
        </button>
        <span aria-current="page">
          Page {(totalIsCapped ? page : Math.min(page, pages)).toLocaleString('en')} of{' '}
          {pages.toLocaleString('en')}
          {more}
        </span>
        <button type="button" className={plainButton} disabled={!onNext} onClick={onNext}>
          Next
        </button>
      </div>
    </nav>
  );
}
