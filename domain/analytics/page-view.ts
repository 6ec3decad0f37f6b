import { z } from 'zod';
import { LOCALES } from '../constants';

/**
 * A page view (docs/rules/admin.md "Page views", issue #13): the page's path, its language and where the
 * visitor came from, nothing else. Ids and tokens in a path are replaced by
 * ':id', so a stored path never points at a person's record or a secret link.
 */
export const PageViewBody = z.strictObject({
  path: z.string().min(1).max(200).regex(/^\/[A-Za-z0-9\-._~/:]*$/),
  language: z.enum(LOCALES),
  referrer: z.string().max(2048).nullable().optional(),
});
export type PageViewBody = z.infer<typeof PageViewBody>;

export { pageViewPath, referrerHost } from './page-path';
