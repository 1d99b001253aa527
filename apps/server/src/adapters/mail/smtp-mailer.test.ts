import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, register } from '../../modules/auth/auth-test-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findCode } from './mail-box';

type Received = { from: string; to: string[]; raw: string };

describe('mail through a real SMTP server on 127.0.0.1', () => {
  let server: SMTPServer;
  let t: TestApp;
  const inbox: Received[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp('sqlite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Mainstreet <hello@mainstreet.test>',
    });
  });

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('the reset code that arrives over SMTP is the one that works', async () => {
    const { email } = await register(t);
    expect((await post(t, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const message = inbox.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message?.from).toBe('hello@mainstreet.test');
    expect(message?.raw).toMatch(/Subject: Your password reset code - Mainstreet/);
    expect(message?.raw).toMatch(/multipart\/alternative/);
    const text = message?.raw.split(/Content-Type: text\/plain[^\n]*\n/i)[1] ?? '';
    const code = findCode({ text });
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post(t, '/api/auth/verify-reset-otp', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    const reset = await post(t, '/api/auth/reset-password', {
      email,
      resetToken: verified.json().resetToken,
      password: 'from-smtp-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post(t, '/api/auth/login', { email, password: 'from-smtp-pass' })).statusCode).toBe(200);
  });

  it('with SMTP configured nothing is written under DATA_DIR/mail', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    expect(fs.existsSync(path.join(t.dataDir, 'mail'))).toBe(false);
  });
});

describe('mail when the SMTP server is down', () => {
  it('a code that cannot be sent answers 503 with a message, not a 500', async () => {
    const t = await createTestApp('sqlite', { SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const { email } = await register(t);
      const res = await post(t, '/api/auth/forgot-password', { email });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/could not send the email/);
    } finally {
      await t.close();
    }
  });
});
