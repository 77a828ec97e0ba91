import { normaliseEmail } from '@avstore/core';
import type { Column } from '../db/store-file';

/** How the rows of one table of the file are written into this version of the store. */
export interface TableLoad {
  /** The columns to insert: the file's, and any this store fills in for an older file. */
  columns: Column[];
  /** A row of the file, its values in the file's column order, as a record of `columns`. */
  record(values: unknown[]): Record<string, unknown>;
}

type Upgrade = (fileColumns: Column[]) => {
  added: Column[];
  /** Columns of an older file that a later migration dropped: their values are left out. */
  dropped?: string[];
  change(record: Record<string, unknown>): void;
};

const has = (columns: Column[], name: string) => columns.some((c) => c.name === name);

/**
 * The import loads into a database migrated to this version, so what a migration did to the
 * rows of its day (its UPDATEs) never reaches the rows of a file exported before it: it is done
 * here again, recognised by the columns the file lacks. And a value the store keeps in one form
 * is written in it whatever the file's age.
 */
const UPGRADES: Record<string, Upgrade> = {
  products(fileColumns) {
    // Migration 0025 (issue #27): the KOKO instalment is computed from the price, not kept.
    return {
      added: [],
      dropped: has(fileColumns, 'koko_installment_price_cents')
        ? ['koko_installment_price_cents']
        : [],
      change() {},
    };
  },
  users(fileColumns) {
    // Migration 0017: accounts made before addresses were confirmed count as confirmed (their
    // owners have been mailed all along).
    const beforeConfirmation = !has(fileColumns, 'email_confirmed_at');
    return {
      added: beforeConfirmation
        ? [{ name: 'email_confirmed_at', type: 'timestamp with time zone' }]
        : [],
      change(record) {
        // Core's one form (issue #23): an older store kept addresses as typed ('Nimal@Example.LK',
        // 'LİLİ@…'), which the store's look-ups (by the one form, byte for byte) would not find.
        // Two accounts whose addresses share one form stop the import on the unique index.
        if (typeof record.email === 'string') record.email = normaliseEmail(record.email);
        if (beforeConfirmation) record.email_confirmed_at = record.created_at;
      },
    };
  },
};

/** A row of the file as a JSON record for json_populate_recordset; bytea goes as hex. */
function toRecord(columns: Column[], values: unknown[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    const value = values[i];
    record[column.name] =
      column.type === 'bytea' && typeof value === 'string'
        ? `\\x${Buffer.from(value, 'base64').toString('hex')}`
        : value;
  });
  return record;
}

export function tableLoad(table: string, fileColumns: Column[]): TableLoad {
  const upgrade = UPGRADES[table]?.(fileColumns);
  const dropped = new Set(upgrade?.dropped);
  return {
    columns: [...fileColumns.filter((c) => !dropped.has(c.name)), ...(upgrade?.added ?? [])],
    record(values) {
      const record = toRecord(fileColumns, values);
      for (const name of dropped) delete record[name];
      upgrade?.change(record);
      return record;
    },
  };
}
