import { seriesExceptions, sessionSeries, trainingSessions } from '../../db/schema';
import { toExceptionRow, toSeriesRow, toSessionRow } from './row';
import { defineServerArea } from '../../replication/area';
import { serverTable } from '../../replication/tables';
import { answerOccurrenceCommand, cancelOccurrence, deleteException, editOccurrence } from './commands/occurrences';
import { answerSeriesCommand, createSeries, deleteSeries, splitSeries, updateSeries } from './commands/series';
import { answerSession, createSession, deleteSession, makeSessionRecurring, progressSessionCommand, updateSession } from './commands/sessions';
import { registerSessionRoutes } from './routes';

export const sessionsServer = defineServerArea({
  tables: {
    sessions: serverTable(trainingSessions, (r) => ({ ...toSessionRow(r) })),
    series: serverTable(sessionSeries, (r) => ({ ...toSeriesRow(r) })),
    seriesExceptions: serverTable(seriesExceptions, (r) => ({ ...toExceptionRow(r) })),
  },
  commands: {
    'session.create': createSession,
    'session.update': updateSession,
    'session.delete': deleteSession,
    'session.answer': answerSession,
    'session.progress': progressSessionCommand,
    'session.makeRecurring': makeSessionRecurring,
    'series.create': createSeries,
    'series.update': updateSeries,
    'series.split': splitSeries,
    'series.delete': deleteSeries,
    'series.answer': answerSeriesCommand,
    'occurrence.edit': editOccurrence,
    'occurrence.cancel': cancelOccurrence,
    'occurrence.answer': answerOccurrenceCommand,
    'exception.delete': deleteException,
  },
  routes: registerSessionRoutes,
});
