import { ZodError } from 'zod';
import { fieldErrors } from '../../domain/auth';
import { parseMutationArgs, type MutationArgs, type MutationName } from '../../domain/mutations/registry';
import { ValidationError } from '../errors';

/*
 * What the exercise and plan routes share: args go through the same zod
 * schemas as the sync mutations, and a 422 names the request's fields.
 */

/** The REST names of fields whose mutation name differs (docs/rules/errors-and-limits.md "Calls" names). */
const REST_NAMES: Record<string, string> = {
  restSeconds: 'rest_duration',
  categoryId: 'exercise_category_id',
};

/** 'exercises.0.setTargets.1.weight' -> 'exercises.0.set_targets.1.weight' (a 422 names the request's fields). */
export function restKey(key: string): string {
  return key
    .split('.')
    .map((part) => REST_NAMES[part] ?? part.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))
    .join('.');
}

/** Parses args of a mutation; a rule only the mutation schema knows (superset of 2+) answers 422 with REST field names. */
export function argsOf<N extends MutationName>(name: N, input: unknown, prefix = ''): MutationArgs<N> {
  try {
    return parseMutationArgs(name, input);
  } catch (e) {
    if (!(e instanceof ZodError)) throw e;
    throw restValidationError(fieldErrors(e), prefix);
  }
}

/**
 * A 422 keyed by the request's fields. The args of block.add nest the
 * block's own fields under `block` and set fields under `fields`, where the
 * REST body has them flat.
 */
export function restValidationError(errors: Record<string, string[]>, prefix = ''): ValidationError {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(errors)) {
    const flat = k.replace(/^(block|fields)\./, '');
    out[restKey(prefix ? `${prefix}.${flat}` : flat)] = v;
  }
  return new ValidationError(out);
}

/**
 * Runs a command; its own 422 (targets not tracked), or args it parsed
 * itself, answer with the request's field names under `prefix`.
 */
export async function withRestErrors<T>(prefix: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ValidationError) throw restValidationError(e.errors, prefix);
    if (e instanceof ZodError) throw restValidationError(fieldErrors(e), prefix);
    throw e;
  }
}
