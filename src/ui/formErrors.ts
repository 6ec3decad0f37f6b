import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts a 422's { field: [messages] } onto the form's fields. Returns the
 * messages of fields the form does not have, for the general banner.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string[]>,
  fields: readonly Path<T>[],
): string[] {
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (!first) continue;
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { type: 'server', message: first });
    else unplaced.push(first);
  }
  return unplaced;
}

/**
 * Places a 422's field errors on the form and answers what the general banner
 * should say: nothing when every message found its field, else the first
 * unplaced message or the fallback.
 */
export function placeErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string[]>,
  fields: readonly Path<T>[],
  fallback: string,
): string | null {
  const unplaced = applyFieldErrors(setError, errors, fields);
  const placed = Object.keys(errors).length > unplaced.length;
  return placed && !unplaced.length ? null : (unplaced[0] ?? fallback);
}
