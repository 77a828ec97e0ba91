import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { newEmail, signUp } from './accounts';
import type { TestApp } from './test-app';

/**
 * A staff member signed in: a shopper whose role the owner's invitation made 'staff' (the
 * invitation itself is tested in admin/staff-invitations.test.ts). The role is read on every
 * request, so the shopper's token serves.
 */
export async function signInStaff(t: TestApp, email = newEmail()) {
  const shopper = await signUp(t, email);
  await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.email, email));
  return { ...shopper, email, headers: { authorization: `Bearer ${shopper.token}` } };
}

/**
 * Every route of the app as 'METHOD /url/:param', read from Fastify's route table
 * (printRoutes: a tree whose nodes carry the rest of the path after their parent's, indented four
 * characters a level, with the methods of the routes ending there).
 */
export function routeTable(t: TestApp): string[] {
  const tree = t.app.printRoutes({ commonPrefix: false });
  const parents: string[] = [];
  const found: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!node) continue;
    const depth = [...node[1]!].length / 4;
    parents.length = depth;
    const url = `${parents.at(-1) ?? ''}${node[2]}`;
    parents.push(url);
    for (const method of node[3]?.split(', ') ?? []) found.push(`${method} ${url}`);
  }
  return found;
}
