import { startTestServer } from '../helpers/server';
import { makeClient, makeTrainer } from './sync-fixtures';

/**
 * A test server in a process of its own (hardening-loops.test.ts), so a
 * request that never ends fails the test at its deadline instead of stopping
 * the test runner with the server. Prints one JSON line: the URL, a trainer's
 * token and the id of the trainer's client.
 */
const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const server = await startTestServer(kind);
const trainer = await makeTrainer(server.ctx.db);
const client = await makeClient(server.ctx.db, trainer.id, { withUser: true, name: 'Adam' });
process.stdout.write(`${JSON.stringify({ url: server.url, token: trainer.token, trainerId: trainer.id, clientId: client.clientId, clientToken: client.user!.token })}\n`);

const stop = () => void server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
