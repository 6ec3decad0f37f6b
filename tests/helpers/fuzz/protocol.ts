/** What the fuzz test and its server process (server-process.ts) say to each other. */

export type Role = 'trainer' | 'client' | 'admin' | 'foreignTrainer' | 'foreignClient';

export interface Fixture {
  url: string;
  users: Record<Role, string>;
  tokens: Record<Role, string>;
  /** Ids of the caller's rows (trainer's space), by kind ('clients', 'sessions', 'series', ...). */
  own: Record<string, string[]>;
  /** The same kinds of rows in another trainer's space: a request naming them must be refused. */
  foreign: Record<string, string[]>;
}

export type FuzzCommand = { id: number; cmd: 'seed' | 'tokens' | 'checksum' | 'wal' };

/**
 * Tables a refused request may write by design: tokens (last use, new ones),
 * the device's last mutation id and its refused mutations' stored results,
 * and the rate limiters' counters. Every other table must be as it was.
 */
export const BOOKKEEPING_TABLES = new Set(['auth_tokens', 'sync_devices', 'sync_mutation_errors', 'rate_limits']);

/** Columns the server's own jobs write while requests come and go: delivery marks a notification sent every few seconds. */
export const BACKGROUND_COLUMNS: Record<string, string[]> = { notifications: ['delivered_at'] };
