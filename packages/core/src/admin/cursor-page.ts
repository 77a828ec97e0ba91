import { z } from '../zod';
import { text } from '../text';

/** How far a back-office list counts; past it the list says '10,000+' (docs/performance.md). */
export const COUNT_CAP = 10_000;
/** How far a search counts: a search that finds more is too wide to page through anyway. */
export const SEARCH_COUNT_CAP = 1_000;

export const LIST_MESSAGES = {
  cursor: 'This page link is not valid. Go back to the first page.',
  bothCursors: 'Give after or before, not both.',
  pageSize: 'pageSize must be a whole number from 1 to 100.',
  search:
    'Search with at least 3 letters or digits in a row: a word of the name or e-mail, or the start of the order number.',
} as const;

const CursorSchema = text()
  .max(200, { message: LIST_MESSAGES.cursor })
  .regex(/^[A-Za-z0-9_-]+$/, { message: LIST_MESSAGES.cursor });

/**
 * The query of a newest-first list too long to count or skip through: `after` is the `next` of
 * the page shown (older rows), `before` its `prev` (newer rows); neither, the newest page.
 */
export const cursorPageQueryShape = {
  pageSize: z.coerce
    .number({ message: LIST_MESSAGES.pageSize })
    .int({ message: LIST_MESSAGES.pageSize })
    .min(1, { message: LIST_MESSAGES.pageSize })
    .max(100, { message: LIST_MESSAGES.pageSize })
    .default(20),
  after: CursorSchema.optional(),
  before: CursorSchema.optional(),
};

/** A page goes one way from one row. */
export function oneCursor(q: { after?: string; before?: string }, ctx: z.RefinementCtx): void {
  if (q.after && q.before) {
    ctx.addIssue({ code: 'custom', path: ['before'], message: LIST_MESSAGES.bothCursors });
  }
}

export const CursorPageQuerySchema = z.object(cursorPageQueryShape).superRefine(oneCursor);
export type CursorPageQuery = z.infer<typeof CursorPageQuerySchema>;

/**
 * What a cursor page carries besides its items: `total` counts at most COUNT_CAP rows
 * (SEARCH_COUNT_CAP for a search; `totalIsCapped` when there are more); `next` and `prev` are the cursors of the pages after
 * and before it, null at either end.
 */
export const cursorPageShape = {
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  next: z.string().nullable(),
  prev: z.string().nullable(),
};

/**
 * A back-office search: indexes find words of 3 characters or more (trigrams), so a shorter
 * query would read every row; an empty one is no search.
 */
export const SearchSchema = text()
  .trim()
  .max(200)
  .refine((q) => q === '' || /[\p{L}\p{M}\p{N}]{3}/u.test(q), { message: LIST_MESSAGES.search });
