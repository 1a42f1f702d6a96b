import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client, InArgs, InValue, ResultSet, Row, Transaction } from '@libsql/client';
import { createClient } from '@libsql/client';

/**
 * A change of a player's own data, told to the live feed once its transaction has committed: a
 * rolled-back write tells nothing.
 */
export type CommitEvent =
  | { kind: 'balance'; playerId: number }
  | { kind: 'transaction'; playerId: number; id: number; type: string; status: string }
  | { kind: 'bet'; playerId: number; id: number; status: string }
  | { kind: 'inbox'; playerId: number; id: number };

/** Statements run inside one write transaction. */
export interface Tx {
  /** Runs one statement and answers its rows. */
  all: (sql: string, args?: InArgs) => Promise<Row[]>;
  /** Runs one statement and answers the first row, if any. */
  get: (sql: string, args?: InArgs) => Promise<Row | undefined>;
  /** Runs one statement and answers how many rows it changed. */
  run: (sql: string, args?: InArgs) => Promise<number>;
  /** Keeps a change to tell once the transaction commits. */
  notify: (event: CommitEvent) => void;
}

/** The sandbox database: concurrent reads, writes one transaction at a time. */
export interface Db extends Omit<Tx, 'run' | 'notify'> {
  /**
   * Runs `work` in one write transaction: committed when it resolves, rolled back when it throws.
   * Writes are queued so that two of them never race for SQLite's single write lock.
   */
  write<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `work` with foreign keys off (a migration that rebuilds a referenced table). */
  withoutForeignKeys<T>(work: () => Promise<T>): Promise<T>;
  /** Hears the changes of each committed transaction; answers how to stop hearing them. */
  onCommit(listener: (events: readonly CommitEvent[]) => void): () => void;
  /** Whether the database is a local file (`file:` URL). */
  readonly local: boolean;
  close(): void;
}

/** `file:` URLs name a path relative to the working directory or an absolute one. */
function filePath(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  if (url.startsWith('file://')) return fileURLToPath(url.split('?')[0] ?? url);
  return (url.slice('file:'.length).split('?')[0] ?? '') || null;
}

const wrap = (exec: (sql: string, args: InArgs) => Promise<ResultSet>): Omit<Tx, 'notify'> => ({
  all: async (sql, args = []) => (await exec(sql, args)).rows,
  get: async (sql, args = []) => (await exec(sql, args)).rows[0],
  run: async (sql, args = []) => (await exec(sql, args)).rowsAffected,
});

/** Opens (and for a file, creates) the database at `url`. */
export async function openDb(url: string, authToken?: string): Promise<Db> {
  const path = filePath(url);
  if (path && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  // The busy timeout only matters when another process holds the file's lock.
  const client: Client = createClient({ url, timeout: 2000, ...(authToken ? { authToken } : {}) });
  // WAL lets reads run while a write transaction is open; the setting lives in the file.
  if (path) await client.execute('PRAGMA journal_mode = WAL');

  let queue: Promise<unknown> = Promise.resolve();
  const reader = wrap((sql, args) => client.execute({ sql, args }));
  const listeners = new Set<(events: readonly CommitEvent[]) => void>();

  async function transact<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const txn: Transaction = await client.transaction('write');
    const events: CommitEvent[] = [];
    try {
      const tx: Tx = {
        ...wrap((sql, args) => txn.execute({ sql, args })),
        notify: (event) => void events.push(event),
      };
      const result = await work(tx);
      await txn.commit();
      if (events.length)
        for (const listener of listeners) {
          try {
            listener(events);
          } catch {
            // A listener's failure must not turn a committed write into an error.
          }
        }
      return result;
    } catch (error) {
      await txn.rollback().catch(() => undefined);
      throw error;
    } finally {
      txn.close();
    }
  }

  return {
    all: reader.all,
    get: reader.get,
    local: path !== null,
    onCommit(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      const next = queue.then(() => transact(work));
      queue = next.catch(() => undefined);
      return next;
    },
    async withoutForeignKeys<T>(work: () => Promise<T>): Promise<T> {
      await client.execute('PRAGMA foreign_keys = OFF');
      try {
        return await work();
      } finally {
        await client.execute('PRAGMA foreign_keys = ON');
      }
    },
    close: () => client.close(),
  };
}

/** Reads a nullable text column (numbers become their text; blobs are not text). */
export const strOrNull = (row: Row, column: string): string | null => {
  const value = row[column];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  return null;
};
/** Reads a text column ('' when empty). */
export const str = (row: Row, column: string): string => strOrNull(row, column) ?? '';
/** Reads a numeric column (0 when empty). */
export const num = (row: Row, column: string): number => Number(row[column] ?? 0);
/** Reads a 0/1 column as a boolean. */
export const bool = (row: Row, column: string): boolean => Number(row[column] ?? 0) === 1;
/** A stored text as one of `list`'s values, or undefined when it is none of them. */
export const inList = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((item) => item === value);

/** One value of a statement's arguments. */
export type SqlValue = InValue;

/** Inserts rows in chunks, skipping those whose key exists; answers how many were new. */
export async function insertMany(
  tx: Tx,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
): Promise<number> {
  let inserted = 0;
  const chunk = Math.max(1, Math.floor(900 / columns.length));
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const values = part.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    inserted += await tx.run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values} ON CONFLICT DO NOTHING`,
      part.flat(),
    );
  }
  return inserted;
}

/** Rows of one table for `insertTables`: the table, its columns and the rows. */
export type TableRows = readonly [
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
];

/** Inserts each table's rows in the order given (`insertMany`); answers how many were new. */
export async function insertTables(tx: Tx, tables: readonly TableRows[]): Promise<number> {
  let inserted = 0;
  for (const [table, columns, rows] of tables)
    inserted += await insertMany(tx, table, columns, rows);
  return inserted;
}
