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
