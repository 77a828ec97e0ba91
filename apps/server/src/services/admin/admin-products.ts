import { and, asc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  CreateProductRequestSchema,
  type AdminProduct,
  type UpdateProductRequestSchema,
  type User,
} from '@avstore/core';
import type { z } from 'zod';
import { transaction, type Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { products } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { storedPictures } from '../media/stored-pictures';
import { toAdminProduct, toColumns } from './product-columns';

type Create = z.output<typeof CreateProductRequestSchema>;
type Update = z.output<typeof UpdateProductRequestSchema>;

/**
 * A name is one product's, archived ones included (they keep their names and addresses): when the
 * holder is archived, the refusal points to restoring it rather than making it again.
 */
export async function nameTaken(db: Db, name: string | undefined, error: unknown) {
  if (!isUniqueViolation(error)) return error;
  const [holder] = name
    ? await db
        .select({ archivedAt: products.archivedAt, draft: products.draft })
        .from(products)
        .where(eq(products.name, name))
    : [];
  if (holder?.archivedAt && !holder.draft)
    return new AppError('conflict', ADMIN_MESSAGES.nameTakenArchived, 'name_taken_archived');
  return new AppError('conflict', ADMIN_MESSAGES.nameTaken, 'name_taken');
}

export async function listAdminProducts(
  db: Db,
  q: {
    search?: string;
    category?: string;
    archived?: 'true' | 'false';
    draft?: 'true' | 'false';
    page: number;
    pageSize: number;
  },
) {
  const filters: SQL[] = [];
  if (q.search) filters.push(ilike(products.name, `%${q.search.replace(/[%_\\]/g, '\\$&')}%`));
  if (q.category) filters.push(eq(products.category, q.category));
  // Drafts are hidden as archived products are, but are listed apart: 'Archived' means taken out.
  if (q.archived === 'true')
    filters.push(isNotNull(products.archivedAt), eq(products.draft, false));
  if (q.archived === 'false') filters.push(isNull(products.archivedAt));
  if (q.draft) filters.push(eq(products.draft, q.draft === 'true'));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.name))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { items: rows.map(toAdminProduct), total: count?.n ?? 0 };
}

export async function getAdminProduct(db: Db, id: string): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound('Product not found');
  return toAdminProduct(row);
}

export async function createAdminProduct(
  db: Db,
  actor: User,
  input: Create,
): Promise<AdminProduct> {
  try {
    return await transaction(db, async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          ...(toColumns(input) as typeof products.$inferInsert),
          pictures: await storedPictures(tx, input.pictures),
          // A draft is hidden as an archived product is (the products_draft_hidden check).
          ...(input.draft && { draft: true, archivedAt: sql`now()` }),
        })
        .returning();
      const created = toAdminProduct(row!);
      await recordAudit(tx, {
        actor,
        action: 'product.create',
        entity: 'product',
        entityId: created.id,
        after: created,
      });
      return created;
    });
  } catch (error) {
    throw await nameTaken(db, input.name, error);
  }
}

/** An edit made on a stale version is refused, so two editors never overwrite each other. */
export async function updateAdminProduct(
  db: Db,
  actor: User,
  id: string,
  input: Update,
): Promise<AdminProduct> {
  const { version, ...fields } = input;
  try {
    return await transaction(db, async (tx) => {
      const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!current) throw notFound('Product not found');
      if (current.version !== version)
        throw new AppError('conflict', ADMIN_MESSAGES.staleVersion, 'stale_version');
      // The edit must leave a product that a new one could be: the same rules, on the merge.
      const merged = CreateProductRequestSchema.safeParse({
        ...toAdminProduct(current),
        ...fields,
      });
      if (!merged.success) {
        // Named as a refusal of the request names its field, so the form can show it there.
        const issue = merged.error.issues[0]!;
        const field = issue.path.join('.');
        throw new AppError(
          'invalid',
          field ? `${field}: ${issue.message}` : issue.message,
          'invalid',
        );
      }
      const [row] = await tx
        .update(products)
        .set({
          ...toColumns(fields),
          ...(fields.pictures && { pictures: await storedPictures(tx, fields.pictures) }),
          version: sql`${products.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, id))
        .returning();
      const updated = toAdminProduct(row!);
      await recordAudit(tx, {
        actor,
        action: 'product.update',
        entity: 'product',
        entityId: id,
        before: toAdminProduct(current),
        after: updated,
      });
      return updated;
    });
  } catch (error) {
    throw await nameTaken(db, input.name, error);
  }
}

export async function archiveAdminProduct(db: Db, actor: User, id: string): Promise<AdminProduct> {
  return transaction(db, async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw notFound('Product not found');
    const [row] = await tx
      .update(products)
      .set({
        archivedAt: current.archivedAt ?? sql`now()`,
        version: sql`${products.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, id))
      .returning();
    const archived = toAdminProduct(row!);
    await recordAudit(tx, {
      actor,
      action: 'product.archive',
      entity: 'product',
      entityId: id,
      before: toAdminProduct(current),
      after: archived,
    });
    return archived;
  });
}
