import { describe, expect } from 'vitest';
import { appTest } from '../fixtures';

const it = appTest();

describe("the store's database connections", () => {
  it('plan with random_page_cost 1.1 from their first query (word searches use their index)', async ({
    t,
  }) => {
    // Several at once: each pooled connection, not only the first, starts with the setting.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.database.pool.query<{ random_page_cost: string }>('SHOW random_page_cost'),
      ),
    );
    expect(answers.map((a) => a.rows[0]!.random_page_cost)).toEqual(['1.1', '1.1', '1.1', '1.1']);
  });
});
