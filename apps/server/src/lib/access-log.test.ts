import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { accessLogWriter } from './access-log';

it('writes the line pino writes for a Fastify request, field for field', async () => {
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', redact: ['req.headers.cookie'], stream: capture } });
  const request = {
    method: 'GET',
    url: '/s/rosa/?a="b"',
    headers: { 'accept-version': '2' },
    host: 'rosa.example:8080',
    ip: '::ffff:10.0.0.7',
    socket: { remotePort: 51234 },
  };
  for (const [req, fields] of [
    [request, { version: '2', remoteAddress: '::ffff:10.0.0.7', remotePort: 51234 }],
    [{ ...request, headers: {}, ip: undefined, socket: undefined }, {}],
  ] as const) {
    app.log
      .child({ reqId: 'r1' })
      .debug({ req, res: { statusCode: 304 }, responseTime: 0.25 }, 'request completed');
    accessLogWriter({ write: (line) => lines.push(line) })({
      reqId: 'r1',
      method: 'GET',
      url: request.url,
      host: request.host,
      statusCode: 304,
      responseTime: 0.25,
      ...fields,
    });
    await new Promise((resolve) => setImmediate(resolve));
    const [fromPino, ours] = lines.splice(0).map((line) => line.replace(/"time":\d+/, '"time":0'));
    expect(ours).toBe(fromPino);
  }
});
