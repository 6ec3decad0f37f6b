import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomToken } from './tokens';

/**
 * argon2id at OWASP's minimum (m=19 MiB, t=2, p=1). The numeric algorithm is
 * used because the package's enum is an ambient const enum (not importable
 * under isolatedModules); 2 is Argon2id.
 */
export const HASH_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export const hashPassword = (password: string) => hash(password, HASH_OPTIONS);

/**
 * Accounts created without a password (the bootstrap admin before setup) store
 * this marker plus random text: never a valid argon2 string, so nothing verifies.
 */
export const UNUSABLE_PREFIX = '!unset:';
export const unusablePasswordHash = () => UNUSABLE_PREFIX + randomToken();
export const isUnusableHash = (stored: string) => stored.startsWith(UNUSABLE_PREFIX);

// Computed once per process with the live options so a miss costs the same as a hit.
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomToken()));

/**
 * True when `password` matches `stored`. With no stored hash (unknown email) or
 * an unusable one it still verifies against a dummy hash, so the answer time
 * does not tell whether the account exists.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored || isUnusableHash(stored)) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** True when a stored hash is weaker than the current options (rehash after a successful sign-in). */
export function needsRehash(stored: string): boolean {
  try {
    const p = parseOptions(stored);
    return (
      p.algorithm !== HASH_OPTIONS.algorithm ||
      p.memoryCost < HASH_OPTIONS.memoryCost ||
      p.timeCost < HASH_OPTIONS.timeCost ||
      p.parallelism < HASH_OPTIONS.parallelism
    );
  } catch {
    return false;
  }
}
