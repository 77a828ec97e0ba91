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

const nameTaken = (error: unknown) => {
  if (isUniqueViolation(error))
    return new AppError('conflict', ADMIN_MESSAGES.nameTaken, 'name_taken');
  return error;
};

export async function listAdminProducts(
  db: Db,
  q: {
    search?: string;
    category?: string;
    archived?: 'true' | 'false';
    page: number;
    pageSize: number;
  },
) {
  const filters: SQL[] = [];
  if (q.search) filters.push(ilike(products.name, `%${q.search.replace(/[%_\\]/g, '\\$&')}%`));
  if (q.category) filters.push(eq(products.category, q.category));
  if (q.archived === 'true') filters.push(isNotNull(products.archivedAt));
  if (q.archived === 'false') filters.push(isNull(products.archivedAt));
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
    throw nameTaken(error);
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
    throw nameTaken(error);
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
