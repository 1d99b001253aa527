import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createFileMailer } from './file-mailer';
import { findCode, listSavedMail, readLatestMail } from './mail-box';
import { createMailer, mailModeLine } from './mailer';

describe('embedded mailer', () => {
  it('says at start-up that mail is only written to DATA_DIR/mail when SMTP_URL is not set', () => {
    expect(mailModeLine(testConfig({ DATA_DIR: '/srv/ms' }))).toBe(
      'Mail: NOT SENT — SMTP_URL is not set, so sign-in codes, contact messages and domain notices are only written to /srv/ms/mail (DATA_DIR/mail).',
    );
    expect(
      mailModeLine(testConfig({ DATA_DIR: '/srv/ms', SMTP_URL: 'smtp://user:pw@mail.example:587' })),
    ).toBe('Mail: sent through SMTP (mail.example).');
  });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-mail-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('logs each message and saves it as an .eml file, newest last', async () => {
    const lines: string[] = [];
    const mailer = createFileMailer({
      dataDir,
      from: 'Mainstreet <no-reply@localhost>',
      log: (_f, line) => lines.push(line),
    });
    await mailer.send({
      to: 'a@example.com',
      subject: 'First',
      text: 'Your code: 111111',
      html: '<p>111111</p>',
    });
    await mailer.send({
      to: 'b@example.com',
      subject: 'Second',
      text: 'Your code: 222222',
      html: '<p>222222</p>',
    });
    const all = listSavedMail(dataDir);
    expect(all.map((m) => m.subject)).toEqual(['First', 'Second']);
    expect(readLatestMail(dataDir)?.to).toBe('b@example.com');
    expect(findCode(readLatestMail(dataDir, 'a@example.com'))).toBe('111111');
    expect(all[0].raw).toMatch(/^From: Mainstreet <no-reply@localhost>/m);
    expect(all[0].raw).toMatch(/text\/html/);
    expect(lines.join('\n')).toContain('222222');
  });

  it('in production keeps codes and messages out of the log: only the file holds them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-mail-prod-'));
    try {
      const logged: string[] = [];
      const mailer = createMailer(testConfig({ DATA_DIR: dir, NODE_ENV: 'production' }), (fields, line) =>
        logged.push(JSON.stringify(fields) + line),
      );
      await mailer.send({
        to: 'owner@example.com',
        subject: 'Reset your password',
        text: 'Your reset code: 424242. A visitor wrote: call me on 07700 900123',
        html: '<p>424242</p>',
      });
      expect(logged).toHaveLength(1);
      expect(logged[0]).not.toContain('424242');
      expect(logged[0]).not.toContain('07700');
      expect(logged[0]).toContain('DATA_DIR/mail');
      expect(findCode(readLatestMail(dir))).toBe('424242');
      const [file] = listSavedMail(dir);
      expect(fs.statSync(path.join(dir, 'mail')).mode & 0o777).toBe(0o700);
      expect(file).toBeDefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
