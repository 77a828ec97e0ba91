import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sandboxCardSessions, sandboxKokoOrders } from '../../db/schema';

export interface CardSession {
  id: string;
  merchant: string;
  orderReference: string;
  amount: string;
  currency: string;
  description: string;
  returnUrl: string;
  successIndicator: string;
  outcome: 'open' | 'approved' | 'declined';
}

export interface KokoOrder {
  trnId: string;
  merchantOrderId: string;
  fields: Record<string, string>;
  outcome: 'open' | 'SUCCESS' | 'CANCELLED';
}

/** What the sandbox providers keep on their side, as the real ones would. */
export interface SandboxStore {
  addCardSession(session: Omit<CardSession, 'outcome'>): Promise<void>;
  cardSession(id: string): Promise<CardSession | undefined>;
  cardSessionOfOrder(orderReference: string): Promise<CardSession | undefined>;
  /** Only the first decision counts. */
  decideCardSession(id: string, outcome: 'approved' | 'declined'): Promise<void>;
  /** The order kept for this merchant order id: the first one posted. */
  addKokoOrder(order: Omit<KokoOrder, 'outcome'>): Promise<KokoOrder>;
  kokoOrder(trnId: string): Promise<KokoOrder | undefined>;
  kokoOrderOf(merchantOrderId: string): Promise<KokoOrder | undefined>;
  /** Only the first decision counts. */
  decideKokoOrder(trnId: string, outcome: 'SUCCESS' | 'CANCELLED'): Promise<void>;
}

/** The in-store sandbox keeps its records in the store's database (tests look at them). */
export function databaseSandboxStore(db: Db): SandboxStore {
  const cardWhere = async (where: SQL) =>
    (await db.select().from(sandboxCardSessions).where(where))[0];
  const kokoWhere = async (where: SQL) =>
    (await db.select().from(sandboxKokoOrders).where(where))[0];
  return {
    async addCardSession(session) {
      await db.insert(sandboxCardSessions).values(session);
    },
    cardSession: (id) => cardWhere(eq(sandboxCardSessions.id, id)),
    cardSessionOfOrder: (reference) => cardWhere(eq(sandboxCardSessions.orderReference, reference)),
    async decideCardSession(id, outcome) {
      await db
        .update(sandboxCardSessions)
        .set({ outcome })
        .where(and(eq(sandboxCardSessions.id, id), eq(sandboxCardSessions.outcome, 'open')));
    },
    async addKokoOrder(order) {
      await db.insert(sandboxKokoOrders).values(order).onConflictDoNothing();
      return (await kokoWhere(eq(sandboxKokoOrders.merchantOrderId, order.merchantOrderId)))!;
    },
    kokoOrder: (trnId) => kokoWhere(eq(sandboxKokoOrders.trnId, trnId)),
    kokoOrderOf: (orderId) => kokoWhere(eq(sandboxKokoOrders.merchantOrderId, orderId)),
    async decideKokoOrder(trnId, outcome) {
      await db
        .update(sandboxKokoOrders)
        .set({ outcome })
        .where(and(eq(sandboxKokoOrders.trnId, trnId), eq(sandboxKokoOrders.outcome, 'open')));
    },
  };
}

/** The most records the standalone sandbox keeps; the oldest go first. */
const MEMORY_LIMIT = 10_000;

/** The standalone sandbox keeps its records in memory: a restart forgets them. */
export function memorySandboxStore(): SandboxStore {
  const sessions = new Map<string, CardSession>();
  const kokoOrders = new Map<string, KokoOrder>();
  const keep = <T>(map: Map<string, T>, key: string, value: T) => {
    map.set(key, value);
    if (map.size > MEMORY_LIMIT) map.delete(map.keys().next().value!);
  };
  const copy = <T extends object>(value: T | undefined) => (value ? { ...value } : undefined);
  return {
    async addCardSession(session) {
      if (sessions.has(session.id)) throw new Error(`session ${session.id} exists`);
      keep(sessions, session.id, { ...session, outcome: 'open' });
    },
    cardSession: async (id) => copy(sessions.get(id)),
    cardSessionOfOrder: async (reference) =>
      copy([...sessions.values()].find((s) => s.orderReference === reference)),
    async decideCardSession(id, outcome) {
      const session = sessions.get(id);
      if (session?.outcome === 'open') session.outcome = outcome;
    },
    async addKokoOrder(order) {
      const kept = [...kokoOrders.values()].find(
        (o) => o.merchantOrderId === order.merchantOrderId,
      );
      if (kept) return { ...kept };
      keep(kokoOrders, order.trnId, { ...order, outcome: 'open' });
      return { ...order, outcome: 'open' };
    },
    kokoOrder: async (trnId) => copy(kokoOrders.get(trnId)),
    kokoOrderOf: async (orderId) =>
      copy([...kokoOrders.values()].find((o) => o.merchantOrderId === orderId)),
    async decideKokoOrder(trnId, outcome) {
      const order = kokoOrders.get(trnId);
      if (order?.outcome === 'open') order.outcome = outcome;
    },
  };
}
