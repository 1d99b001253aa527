import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileMailer } from './file-mailer';
import { findCode, listSavedMail, readLatestMail } from './mail-box';

describe('embedded mailer', () => {
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
});
