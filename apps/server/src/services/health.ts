import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Whether the store can serve: it can while its database answers. */
export function healthService({ db }: { db: Db }) {
  return {
    async databaseAnswers(): Promise<boolean> {
      try {
        await db.execute(sql`SELECT 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
