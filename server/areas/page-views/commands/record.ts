import { sql } from 'drizzle-orm';
import { pageViewPath, referrerHost, type PageViewBody } from '../../../../domain/analytics/page-view';
import type { Db } from '../../../db/database';
import { pageViews } from '../../../db/schema';

/** Counts one view in its day's row (UTC): the table holds counts only, never a visitor. */
export async function recordPageView(db: Db, view: PageViewBody, ownHost: string | null, now = new Date()): Promise<void> {
  await db
    .insert(pageViews)
    .values({
      day: now.toISOString().slice(0, 10),
      path: pageViewPath(view.path),
      language: view.language,
      referrerHost: referrerHost(view.referrer, ownHost),
      views: 1,
    })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.path, pageViews.language, pageViews.referrerHost],
      set: { views: sql`${pageViews.views} + 1` },
    });
}
