import { eq, like, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminProduct, type User } from '@avstore/core';
import { transaction, type Db, type DbOrTx } from '../../db/database';
import { products } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { nameTaken } from './admin-products';
import { toAdminProduct } from './product-columns';

type Row = typeof products.$inferSelect;

/** The product locked for a change, or 404. */
async function locked(tx: DbOrTx, id: string): Promise<Row> {
  const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!current) throw notFound('Product not found');
  return current;
}

/** Back in the shop: cleared of archived_at (and of draft), a new version, in the audit log. */
async function reopen(
  db: Db,
  actor: User,
  id: string,
  action: 'product.restore' | 'product.publish',
  refusal: (current: Row) => string | undefined,
): Promise<AdminProduct> {
  return transaction(db, async (tx) => {
    const current = await locked(tx, id);
    const refused = refusal(current);
    if (refused) throw new AppError('conflict', refused, 'not_allowed');
    // Restoring what is in the shop already changes nothing, and records nothing.
    if (!current.archivedAt) return toAdminProduct(current);
    const [row] = await tx
      .update(products)
      .set({
        archivedAt: null,
        draft: false,
        version: sql`${products.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, id))
      .returning();
    const reopened = toAdminProduct(row!);
    await recordAudit(tx, {
      actor,
      action,
      entity: 'product',
      entityId: id,
      before: toAdminProduct(current),
      after: reopened,
    });
    return reopened;
  });
}

/**
 * An archived product back in the shop. It kept its name, slug and every address it had
 * (product_slugs), and its orders never lost it, so all of them are back as they were.
 */
export function restoreAdminProduct(db: Db, actor: User, id: string): Promise<AdminProduct> {
  return reopen(db, actor, id, 'product.restore', (current) =>
    current.draft ? ADMIN_MESSAGES.restoreDraft : undefined,
  );
}

/** A draft put in the shop for the first time. */
export function publishAdminProduct(db: Db, actor: User, id: string): Promise<AdminProduct> {
  return reopen(db, actor, id, 'product.publish', (current) =>
    current.draft ? undefined : ADMIN_MESSAGES.publishNotDraft,
  );
}

const COPY = ' (copy)';
const MAX_NAME = 200;

/** 'QSC K12.2 (copy)', or '(copy 2)', '(copy 3)'... when that is taken: the first free one. */
async function copyName(tx: DbOrTx, name: string): Promise<string> {
  const base = name.slice(0, MAX_NAME - COPY.length - 4);
  const taken = new Set(
    (
      await tx
        .select({ name: products.name })
        .from(products)
        .where(like(products.name, `${base.replace(/[%_\\]/g, '\\$&')} (copy%`))
    ).map((r) => r.name),
  );
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${base}${COPY}` : `${base} (copy ${n})`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A copy of a product as a draft, for a variant the owner then edits: the same pictures (the
 * same stored uploads), specifications, typed specifications and offers, with ' (copy)' in its
 * name and no stock (the original's stock is not the copy's).
 */
export async function duplicateAdminProduct(
  db: Db,
  actor: User,
  id: string,
): Promise<AdminProduct> {
  let name: string | undefined;
  try {
    return await transaction(db, async (tx) => {
      const [source] = await tx.select().from(products).where(eq(products.id, id));
      if (!source) throw notFound('Product not found');
      name = await copyName(tx, source.name);
      const {
        id: _id,
        slug: _slug,
        version: _version,
        createdAt: _created,
        updatedAt: _updated,
        salePriceCents: _sale,
        searchWords: _words,
        nameWords: _nameWords,
        lowStockMailedAt: _mailed,
        ...fields
      } = source;
      const [row] = await tx
        .insert(products)
        .values({ ...fields, name, stock: 0, draft: true, archivedAt: sql`now()` })
        .returning();
      const copy = toAdminProduct(row!);
      await recordAudit(tx, {
        actor,
        action: 'product.duplicate',
        entity: 'product',
        entityId: copy.id,
        before: toAdminProduct(source),
        after: copy,
      });
      return copy;
    });
  } catch (error) {
    throw await nameTaken(db, name, error);
  }
}
