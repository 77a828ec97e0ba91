/**
 * How many cards of `grid` the window can show from where the grid now sits: its columns times
 * the rows between its top and the window's bottom. A search keystroke renders this many at once
 * (the rest fill in later), so its frame holds the cards the shopper sees and no more.
 */
export function cardsInView(grid: HTMLElement | null, fallback: number): number {
  const card = grid?.firstElementChild;
  if (!grid || !card) return fallback;
  const style = getComputedStyle(grid);
  const columns = style.gridTemplateColumns.split(' ').length;
  const rowHeight = card.getBoundingClientRect().height + (parseFloat(style.rowGap) || 0);
  const top = Math.max(grid.getBoundingClientRect().top, 0);
  if (rowHeight <= 0) return fallback;
  const rows = Math.max(1, Math.ceil((window.innerHeight - top) / rowHeight));
  return columns * rows;
}

/**
 * The cards in the grid's first row at this window's width (product-grid.ts: 1, 2 from 360 px,
 * lg 3, xl 4). Their pictures are the first screen's largest paint; the rest can wait their turn.
 */
export function firstRowCards(): number {
  const width = window.innerWidth;
  return width >= 1280 ? 4 : width >= 1024 ? 3 : width >= 360 ? 2 : 1;
}
