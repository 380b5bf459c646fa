import { Writable } from 'node:stream';

import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestDatabase, createTestDatabase } from '../../test/test-database';
import { registerErrorEnvelope } from '../plugins/error-envelope';
import { registerLanguage } from '../plugins/language';
import { errorSerializers } from './loggable-error';

const secret = 'topsecret-param-4711';

function captured() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, sink };
}

let test: TestDatabase;
/** A real failed query: the second insert of the same key (unique_violation, with `detail`). */
const failingInsert = () => test.database.db.execute(sql`insert into log_probe (secret) values (${secret})`);

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.db.execute(sql`create table log_probe (secret text primary key)`);
  await failingInsert();
});
afterAll(() => test.dispose());

describe('database errors in the logs', () => {
  it('the error envelope logs a failed query without its parameters or the row detail', async () => {
    const { lines, sink } = captured();
    // A bare logger without the server's serializers: the envelope strips the parameters itself.
    const logger: FastifyBaseLogger = pino({ level: 'info' }, sink);
    const app = Fastify({ loggerInstance: logger });
    registerLanguage(app);
    registerErrorEnvelope(app, { timeZone: 'Asia/Ho_Chi_Minh' });
    app.post('/probe', async () => {
      await failingInsert();
      return { code: 0, msg: 'ok', data: null };
    });
    const res = await app.inject({ method: 'POST', url: '/probe', payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(secret);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('insert into log_probe');
    expect(log).toContain('duplicate key value');
    expect(log).not.toContain(secret);
    await app.close();
  });

  it('the server logger’s err serializer strips them wherever an error is logged (jobs, settlement)', async () => {
    const { lines, sink } = captured();
    const logger = pino({ level: 'info', serializers: errorSerializers }, sink);
    const error = await failingInsert().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    logger.error({ err: error }, 'settlement failed');
    const log = lines.join('');
    expect(log).toContain('insert into log_probe');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(secret);
  });
});
