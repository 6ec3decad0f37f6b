/**
 * The Meals switch of a profile: on unless the server said off (default true).
 * Apart from the profile's schema (rows.ts), so the app's frame can ask it
 * without loading zod before its first screen.
 */
export function mealsOn(profile: { mealsEnabled?: boolean } | null | undefined): boolean {
  return profile?.mealsEnabled !== false;
}
