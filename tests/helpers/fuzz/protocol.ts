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
  /**
   * Values good only with the seeded rows or only as a whole, by field name
   * (values.ts Vocabulary): a date the caller's series has a session on, a
   * recurrence whose parts agree. A body made of good values but one bad part
   * reaches the checks behind the schema (an endless series walk, issue 27
   * item 1; a lone surrogate at the database, item 5).
   */
  good: Record<string, unknown>;
  /**
   * Good values with several forms, each of which takes another path through
   * the checks (a weekly recurrence, a monthly one up to a date, a daily one
   * of so many sessions): the date sweeps go through them in turn.
   */
  goodForms: Record<string, unknown[]>;
}

/** A new series of the caller's with an exception, for the operations on series and exceptions (an earlier one may have changed or deleted the seeded one). */
export interface FreshSeries {
  series: string;
  exception: string;
  good: Record<string, unknown>;
}

export type FuzzCommand = { id: number; cmd: 'seed' | 'tokens' | 'checksum' | 'wal' | 'freshSeries' | 'unlimit' };

/**
 * Tables a refused request may write by design: tokens (last use, new ones),
 * the device's last mutation id and its refused mutations' stored results,
 * and the rate limiters' counters. Every other table must be as it was.
 */
export const BOOKKEEPING_TABLES = new Set(['auth_tokens', 'sync_devices', 'sync_mutation_errors', 'rate_limits']);

/** Columns the server's own jobs write while requests come and go: delivery marks a notification sent every few seconds. */
export const BACKGROUND_COLUMNS: Record<string, string[]> = { notifications: ['delivered_at'] };
