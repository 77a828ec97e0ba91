import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  SETTINGS_MESSAGES,
  type ShopSettings,
  type ShopSettingsAnswer,
  type UpdateShopSettingsRequestSchema,
  type User,
} from '@avstore/core';
import type { z } from 'zod';
import { transaction, type Db, type DbOrTx } from '../../db/database';
import { SETTINGS_CHANNEL } from '../../db/follow-settings';
import { products, shopSettings } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { recordAudit } from '../audit/record-audit';
import { defaultSettings, storedOverDefaults, type SettingsDefaults } from './default-settings';

export interface KeptSettings {
  settings: ShopSettings;
  version: number;
  updatedAt: string | null;
}

/**
 * The shop's settings (docs/product.md §15 "Settings"): one row, kept in memory and read again
 * when any instance saves (its NOTIFY, sent with the save's commit) or the listener reconnects.
 * `generation` counts the readings, so pages rendered from the settings know when to render again.
 */
export class SettingsStore {
  generation = 0;
  private kept?: Promise<KeptSettings>;

  constructor(
    private readonly db: Db,
    private readonly config: SettingsDefaults,
    private readonly log?: Logger,
  ) {}

  /** The settings now: from memory, read once after each change. */
  current(): Promise<KeptSettings> {
    if (!this.kept) {
      const reading = this.read(this.db);
      this.kept = reading;
      // A failed reading is not kept: the next request tries again.
      reading.catch(() => {
        if (this.kept === reading) this.kept = undefined;
      });
    }
    return this.kept;
  }

  /** A save somewhere (or a change that may have been missed): read again at the next request. */
  changed(): void {
    this.kept = undefined;
    this.generation++;
  }

  async answer(): Promise<ShopSettingsAnswer> {
    const { settings, version, updatedAt } = await this.current();
    return { ...settings, version, updatedAt };
  }

  /**
   * Saves the whole settings if they are still at `version` (else 409: someone saved meanwhile),
   * audited with what they were before and after, and tells every instance.
   */
  async update(
    actor: User,
    request: z.output<typeof UpdateShopSettingsRequestSchema>,
  ): Promise<ShopSettingsAnswer> {
    const { version, ...settings } = request;
    const saved = await transaction(this.db, async (tx) => {
      // The one row is made by the first save; until then the settings are the defaults, version 1.
      await tx.insert(shopSettings).values({ id: 1 }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(shopSettings)
        .where(eq(shopSettings.id, 1))
        .for('update');
      if (!row || row.version !== version)
        throw new AppError('conflict', SETTINGS_MESSAGES.staleVersion, 'stale_version');
      const before = storedOverDefaults(row.settings, defaultSettings(this.config));
      const dealId = settings.home.specialDeal.productId;
      if (dealId && dealId !== before.home.specialDeal.productId && !(await onSale(tx, dealId)))
        throw new AppError('invalid', SETTINGS_MESSAGES.unknownProduct, 'unknown_product');
      const [after] = await tx
        .update(shopSettings)
        .set({ settings, version: row.version + 1, updatedAt: sql`now()` })
        .where(eq(shopSettings.id, 1))
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'settings.update',
        entity: 'settings',
        entityId: 'shop',
        ...changedParts(before, settings),
      });
      await tx.execute(sql`SELECT pg_notify(${SETTINGS_CHANNEL}, ${String(after!.version)})`);
      return after!;
    });
    this.changed();
    this.log?.info({ version: saved.version }, 'the shop settings were saved');
    return { ...settings, version: saved.version, updatedAt: saved.updatedAt.toISOString() };
  }

  private async read(db: DbOrTx): Promise<KeptSettings> {
    const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    const defaults = defaultSettings(this.config);
    if (!row) return { settings: defaults, version: 1, updatedAt: null };
    // A row never saved (migration 0024's {}) is the defaults.
    const settings = storedOverDefaults(row.settings, defaults);
    const saved = Object.keys(row.settings).length > 0;
    return {
      settings,
      version: row.version,
      updatedAt: saved ? row.updatedAt.toISOString() : null,
    };
  }
}

/** A product the shop shows: not archived, not a draft (a draft is archived too). */
async function onSale(tx: DbOrTx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)));
  return Boolean(row);
}

/** The audit's before and after: only the parts (shop, bank, home, pages) the save changed. */
function changedParts(before: ShopSettings, after: ShopSettings) {
  const keys = (Object.keys(after) as (keyof ShopSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
