/** The competitor pages of docs/rules/routes-and-screens.md "Public pages". Each names where the other tool may be the better fit: honest, not a takedown. */
export const COMPETITORS = {
  trainerize: { name: 'Trainerize' },
  everfit: { name: 'Everfit' },
  truecoach: { name: 'TrueCoach' },
  quickcoach: { name: 'QuickCoach' },
} as const;

export type CompetitorSlug = keyof typeof COMPETITORS;

export function isCompetitor(slug: string | undefined): slug is CompetitorSlug {
  return !!slug && Object.hasOwn(COMPETITORS, slug);
}
