/** Orders per page of the history (docs/product.md §9). */
export const ORDER_PAGE_SIZE = 6;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The numbered buttons of the history's pagination (docs/product.md §9): all pages up to 5; near the start
 * the first 4, an ellipsis and the last; near the end the first, an ellipsis and the last 4;
 * otherwise the first, an ellipsis, current-1 to current+1, an ellipsis and the last.
 */
export function paginationWindow(current: number, total: number): PageItem[] {
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1);
  if (current <= 3) return [1, 2, 3, 4, 'ellipsis-end', total];
  if (current >= total - 2) return [1, 'ellipsis-start', total - 3, total - 2, total - 1, total];
  return [1, 'ellipsis-start', current - 1, current, current + 1, 'ellipsis-end', total];
}

export type BadgeTone = 'green' | 'yellow' | 'blue' | 'red' | 'grey';

/** Status badge colour, compared case-insensitively; a missing status reads 'Unknown' (docs/product.md §4). */
export function statusBadge(status: string | null | undefined): { label: string; tone: BadgeTone } {
  if (!status) return { label: 'Unknown', tone: 'grey' };
  const tones: Record<string, BadgeTone> = {
    confirmed: 'green',
    pending: 'yellow',
    delivered: 'blue',
    cancelled: 'red',
  };
  // The fulfilment steps between confirmed and delivered are the spec's 'others': grey.
  const words: Record<string, string> = {
    dispatched: 'Dispatched',
    ready_for_collection: 'Ready for collection',
  };
  return {
    label: words[status.toLowerCase()] ?? status,
    tone: tones[status.toLowerCase()] ?? 'grey',
  };
}

/** 'Order #' plus the first 8 characters of the id in upper case, or the list position (docs/product.md §2). */
export function orderNumber(id: string | null | undefined, position: number): string {
  return id ? `Order #${id.slice(0, 8).toUpperCase()}` : `Order #${position}`;
}

/** 'Showing a-b of n orders', 'of 1 order' for one (docs/product.md §2, DESIGN.md's departures). */
export function showingRange(page: number, total: number, size = ORDER_PAGE_SIZE): string {
  if (total === 0) return 'Showing 0-0 of 0 orders';
  const first = (page - 1) * size + 1;
  const orders = total === 1 ? 'order' : 'orders';
  return `Showing ${first}-${Math.min(page * size, total)} of ${total} ${orders}`;
}
