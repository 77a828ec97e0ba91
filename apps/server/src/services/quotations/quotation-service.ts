import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  canEditQuotation,
  currentPriceCents,
  dayIn,
  MAX_OPEN_QUOTATIONS,
  QUOTATION_MESSAGES,
  quotationExpired,
  toCents,
  type BankDetails,
  type CheckoutFormData,
  type CreateQuotationRequestSchema,
  type Quotation,
  type UpdateQuotationRequestSchema,
  type User,
  ORDER_REFUSALS,
} from '@avstore/core';
import type { z } from 'zod';
import type { Config } from '../../config';
import { transaction, type Db, type DbOrTx } from '../../db/database';
import { products, quotationLines, quotations, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Clock } from '../clock';
import type { MailKick } from '../mail/outbox';
import type { CurrentShop } from '../order-documents/shop';
import { recordQuotationSent, recordShopNotice } from './quotation-mails';
import {
  quotationRow,
  quotationViews,
  validUntilDate,
  validUntilDay,
  type QuotationRow,
} from './quotation-view';
import { placeQuotedOrder } from './quoted-order';

export interface QuotationServiceDeps {
  db: Db;
  config: Pick<Config, 'DELIVERY_COUNTRIES' | 'BANK_TRANSFER_TTL'>;
  clock: Clock;
  /** Sends the mail recorded with a change, once it has committed (decision 016). */
  mailKick: MailKick;
  shop: CurrentShop;
  bankAccount: () => Promise<BankDetails | null>;
}

const notFound = () => new AppError('not_found', QUOTATION_MESSAGES.notFound);

/** Quotations for organisations (issue #28, docs/product.md §11 "Quotations"). */
export function quotationService(deps: QuotationServiceDeps) {
  const { db, clock, shop, mailKick } = deps;
  const today = async () => dayIn((await shop()).timeZone, clock());
  const view = async (row: QuotationRow, withBuyer = false) =>
    (await quotationViews(db, [row], await today(), withBuyer))[0]!;
  const own = async (userId: string, id: string) => {
    const row = await quotationRow(db, id);
    if (!row || row.userId !== userId) throw notFound();
    return row;
  };
  const buyerEmail = async (tx: DbOrTx, userId: string) =>
    (await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
  /** Moves a quotation from one of `from` to a new status, or refuses with `refusal`. */
  const move = async (
    tx: DbOrTx,
    id: string,
    from: Quotation['status'][],
    set: Partial<typeof quotations.$inferInsert>,
    refusal: string,
  ) => {
    const [row] = await tx
      .update(quotations)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(quotations.id, id), inArray(quotations.status, from)))
      .returning();
    if (!row) throw new AppError('conflict', refusal, 'quotation_status');
    return row;
  };

  return {
    /** A signed-in shopper's cart turned into a request, priced as the catalogue prices it now. */
    async request(
      userId: string,
      body: z.output<typeof CreateQuotationRequestSchema>,
    ): Promise<Quotation> {
      const ids = body.items.map((i) => i.id);
      if (new Set(ids).size !== ids.length)
        throw new AppError('invalid', ORDER_REFUSALS.productTwice);
      const found = await db
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
      const byId = new Map(found.map((p) => [p.id, p]));
      if (body.items.some((i) => !byId.has(i.id)))
        throw new AppError(
          'conflict',
          'A product in your cart is no longer sold. Please review your cart.',
          'product_gone',
        );
      const day = await today();
      const row = await transaction(db, async (tx) => {
        // One request at a time per account, so the count of those waiting stays exact.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [open] = await tx
          .select({ n: count() })
          .from(quotations)
          .where(
            and(
              eq(quotations.userId, userId),
              inArray(quotations.status, ['requested', 'changes_requested']),
            ),
          );
        if ((open?.n ?? 0) >= MAX_OPEN_QUOTATIONS)
          throw new AppError('conflict', QUOTATION_MESSAGES.tooManyOpen, 'too_many_quotations');
        const [created] = await tx
          .insert(quotations)
          .values({
            userId,
            organisation: body.organisation,
            vatNumber: body.vatNumber ?? null,
            purchaseOrderRef: body.purchaseOrderRef,
            buyerNote: body.note,
            language: body.language,
          })
          .returning();
        await tx.insert(quotationLines).values(
          body.items.map((item, position) => {
            const product = byId.get(item.id)!;
            return {
              quotationId: created!.id,
              position,
              productId: product.id,
              name: product.name,
              quantity: item.quantity,
              unitPriceCents: currentPriceCents(product),
            };
          }),
        );
        const asked = (await quotationViews(tx, [created!], day))[0]!;
        await recordShopNotice(tx, 'requested', asked, await buyerEmail(tx, userId));
        return created!;
      });
      mailKick();
      return view(row);
    },

    async mine(userId: string): Promise<Quotation[]> {
      const rows = await db
        .select()
        .from(quotations)
        .where(eq(quotations.userId, userId))
        .orderBy(desc(quotations.createdAt))
        .limit(200);
      return quotationViews(db, rows, await today());
    },

    async readMine(userId: string, id: string): Promise<Quotation> {
      return view(await own(userId, id));
    },

    /** The buyer accepts a sent quotation before it expires. */
    async accept(userId: string, id: string): Promise<Quotation> {
      const row = await own(userId, id);
      if (row.status === 'sent' && quotationExpired(validUntilDay(row.validUntil), await today()))
        throw new AppError('conflict', QUOTATION_MESSAGES.expired, 'quotation_expired');
      return view(
        await move(
          db,
          id,
          ['sent'],
          { status: 'accepted', acceptedAt: sql`now()` as unknown as Date },
          QUOTATION_MESSAGES.notSent,
        ),
      );
    },

    /** The buyer asks for changes, with a note the shop is mailed. */
    async requestChanges(userId: string, id: string, note: string): Promise<Quotation> {
      await own(userId, id);
      const day = await today();
      const row = await transaction(db, async (tx) => {
        const moved = await move(
          tx,
          id,
          ['sent', 'accepted'],
          { status: 'changes_requested', buyerNote: note, acceptedAt: null },
          QUOTATION_MESSAGES.notSent,
        );
        const asked = (await quotationViews(tx, [moved], day))[0]!;
        const email = await buyerEmail(tx, userId);
        await recordShopNotice(tx, 'changes_requested', asked, email, moved.updatedAt);
        return moved;
      });
      mailKick();
      return view(row);
    },

    /** The order of an accepted quotation, at its prices. Gives the order's id. */
    async order(userId: string, id: string, checkout: CheckoutFormData): Promise<string> {
      const orderId = await placeQuotedOrder(db, userId, id, checkout, {
        deliveryCountries: deps.config.DELIVERY_COUNTRIES,
        bankAccount: await deps.bankAccount(),
        bankTransferTtlMs: deps.config.BANK_TRANSFER_TTL,
        today: await today(),
      });
      mailKick();
      return orderId;
    },

    /** The back office's list, newest first, optionally of one status. */
    async list(status?: Quotation['status']): Promise<Quotation[]> {
      const rows = await db
        .select()
        .from(quotations)
        .where(status ? eq(quotations.status, status) : undefined)
        .orderBy(desc(quotations.createdAt))
        .limit(200);
      return quotationViews(db, rows, await today(), true);
    },

    async read(id: string): Promise<Quotation> {
      const row = await quotationRow(db, id);
      if (!row) throw notFound();
      return view(row, true);
    },

    /** The shop's save, on the version it read (409 when another saved meanwhile). Audited. */
    async update(
      actor: User,
      id: string,
      body: z.output<typeof UpdateQuotationRequestSchema>,
    ): Promise<Quotation> {
      if (body.validUntil !== null && body.validUntil < (await today()))
        throw new AppError('invalid', `validUntil: ${QUOTATION_MESSAGES.validUntilPast}`);
      const before = await this.read(id);
      if (!canEditQuotation(before.status))
        throw new AppError('conflict', QUOTATION_MESSAGES.notEditable, 'quotation_status');
      const row = await transaction(db, async (tx) => {
        const [saved] = await tx
          .update(quotations)
          .set({
            validUntil: validUntilDate(body.validUntil),
            shopNote: body.shopNote,
            version: sql`${quotations.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(quotations.id, id),
              eq(quotations.version, body.version),
              inArray(quotations.status, ['requested', 'sent', 'changes_requested']),
            ),
          )
          .returning();
        if (!saved) throw new AppError('conflict', QUOTATION_MESSAGES.stale, 'stale_version');
        await tx.delete(quotationLines).where(eq(quotationLines.quotationId, id));
        await tx.insert(quotationLines).values(
          body.lines.map((line, position) => ({
            quotationId: id,
            position,
            productId: line.productId,
            name: line.name,
            quantity: line.quantity,
            unitPriceCents: toCents(line.unitPrice),
          })),
        );
        const after = (await quotationViews(tx, [saved], await today(), true))[0]!;
        await recordAudit(tx, {
          actor,
          action: 'quotation.update',
          entity: 'quotation',
          entityId: id,
          before,
          after,
        });
        return saved;
      });
      return view(row, true);
    },

    /** Sends the quotation: status sent, the buyer's mail with its PDF recorded with it. Audited. */
    async send(actor: User, id: string): Promise<Quotation> {
      const current = await this.read(id);
      const day = await today();
      if (current.validUntil === null || current.validUntil < day)
        throw new AppError('conflict', QUOTATION_MESSAGES.validUntilPast, 'quotation_validity');
      const shopNow = await shop();
      const row = await transaction(db, async (tx) => {
        const [sent] = await tx
          .update(quotations)
          .set({ status: 'sent', sentAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              eq(quotations.id, id),
              eq(quotations.version, current.version),
              inArray(quotations.status, ['requested', 'sent', 'changes_requested']),
            ),
          )
          .returning();
        if (!sent) throw new AppError('conflict', QUOTATION_MESSAGES.stale, 'stale_version');
        await recordAudit(tx, {
          actor,
          action: 'quotation.send',
          entity: 'quotation',
          entityId: id,
          before: { status: current.status },
          after: { status: 'sent', validUntil: current.validUntil },
        });
        // The version read is the one sent: its lines are these, whatever is saved after.
        const quotation = (await quotationViews(tx, [sent], day, true))[0]!;
        await recordQuotationSent(
          tx,
          quotation,
          shopNow,
          quotation.buyerEmail!,
          sent.sentAt!,
          sent.language,
        );
        return sent;
      });
      mailKick();
      return view(row, true);
    },
  };
}

export type QuotationService = ReturnType<typeof quotationService>;
