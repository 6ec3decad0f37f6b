import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { enforceLimit } from '../../auth/rate-limit';
import type { HonoEnv } from '../../context';
import type { ServerAreas } from '../../replication/area';
import { objectStoreOf } from '../../storage';
import { photoExportFiles } from '../photos/export-files';
import { exportData } from './export';
import { json, route } from '../../http/route';

/*
 * GET /api/export: the caller's data as a zip of JSON and CSV files with a
 * README.txt (server/areas/export/). Streamed as it is made, so it has no
 * Content-Length; the app shows the bytes received.
 */

const exportRoute = route(['trainer', 'client'], {
  method: 'get',
  path: '/api/export',
  operationId: 'exportData',
  tags: ['Account'],
  summary: 'Download everything the caller owns as a zip of JSON and CSV files, with the progress photos (a trainer: their clients, plans, exercises, sessions, logs, meals, payments and subscription; a client: their own)',
  responses: {
    200: { content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The zip, streamed' },
    429: json(ErrorBody.extend({ retry_after: z.number().int().optional() }), `${MESSAGES.tooManyAttempts} (5 exports per 15 minutes, with Retry-After)`),
  },
});

export function registerExportRoutes(app: OpenAPIHono<HonoEnv>, areas: ServerAreas) {
  app.openapi(exportRoute, async (c) => {
    await enforceLimit(c.var.ctx, 'exportsPerUser', c.var.user.id);
    const store = objectStoreOf(c.var.ctx);
    const { filename, stream } = await exportData(c.var.ctx.db, areas.tables, c.var.user, { files: (viewer) => photoExportFiles(c.var.ctx.db, store, viewer) });
    return c.body(stream, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${filename}"`,
      // Personal data: no shared cache keeps it, and the browser keeps no copy of its own.
      'Cache-Control': 'private, no-store',
    });
  });
}
