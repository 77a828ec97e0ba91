import { describe, expect, it } from 'vitest';
import { CursorPageQuerySchema, LIST_MESSAGES, SearchSchema } from './cursor-page';

const issues = (input: unknown) =>
  CursorPageQuerySchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('cursor page query', () => {
  it('defaults to the newest 20', () => {
    expect(CursorPageQuerySchema.parse({})).toEqual({ pageSize: 20 });
    expect(CursorPageQuerySchema.parse({ pageSize: '50', after: 'YWJj' })).toEqual({
      pageSize: 50,
      after: 'YWJj',
    });
  });

  it('refuses both ways at once, a cursor that is not base64url, and a page size out of 1-100', () => {
    expect(issues({ after: 'YWJj', before: 'YWJj' })).toEqual([LIST_MESSAGES.bothCursors]);
    expect(issues({ after: 'a+b/c=' })).toEqual([LIST_MESSAGES.cursor]);
    expect(issues({ pageSize: '0' })).toEqual([LIST_MESSAGES.pageSize]);
    expect(issues({ pageSize: '101' })).toEqual([LIST_MESSAGES.pageSize]);
    expect(issues({ pageSize: '2.5' })).toEqual([LIST_MESSAGES.pageSize]);
  });
});

describe('back-office search', () => {
  it('needs 3 letters or digits in a row, in any script; empty is no search', () => {
    for (const q of ['per', ' #A1B ', 'නිමල්', 'தமிழ்', '', '   '])
      expect(SearchSchema.safeParse(q).success).toBe(true);
    for (const q of ['ab', 'a b c', '#1-2', '%%%']) {
      expect(SearchSchema.safeParse(q).error?.issues[0]?.message).toBe(LIST_MESSAGES.search);
    }
  });
});
