import { describe, expect, it } from 'vitest';
import { spawnServer } from '../../src/testing/spawn-server';

/** What start-up prints when it refuses, without the stack trace. */
async function refusal(env: Record<string, string>): Promise<string> {
  const error = await spawnServer({ env }).then(
    async (server) => {
      await server.stop();
      throw new Error('the server started');
    },
    (e: Error) => e,
  );
  return error.message;
}

describe('start-up with a bad environment', () => {
  it('stops on PORT=abc with one line naming the variable', async () => {
    const output = await refusal({ PORT: 'abc' });
    expect(output).toContain('Mainstreet cannot start: PORT: must be a number (got "abc")');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('stops when DATABASE_URL cannot connect, naming the variable', async () => {
    const output = await refusal({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing' });
    expect(output).toContain('Mainstreet cannot start: DATABASE_URL: cannot connect to PostgreSQL');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
