import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { composeSite, type LlmConfig } from '@mainstreet/composer';
import { NAPOLI_PROMPT, napoliCopy } from '@mainstreet/composer/llm/testing/copy-fixture';
import { type Dialect, startDialectServer } from '@mainstreet/composer/llm/testing/dialect-server';
import { describe, expect, it } from 'vitest';
// The parser Fastify's swagger already brings; docker compose is not on every machine that runs tests.
import { parse } from 'yaml';
import { testConfig } from '../../config';
import { createLanguageModel } from './language-model';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The README's recipes: each ```sh block that starts with "# recipe: <server>", as variables. */
function readRecipes(): Map<string, Record<string, string>> {
  const recipes = new Map<string, Record<string, string>>();
  for (const [, block] of readme.matchAll(/```sh\n([\s\S]*?)```/g)) {
    const name = /^# recipe: (\S+)/.exec(block)?.[1];
    if (!name) continue;
    const vars = Object.fromEntries(
      block
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    recipes.set(name, vars);
  }
  return recipes;
}

const DIALECT_OF: Record<string, Dialect> = {
  openai: 'openai',
  ollama: 'ollama-new',
  'llama.cpp': 'llamacpp-new',
  vllm: 'vllm',
  lmstudio: 'lmstudio',
};

describe('the README’s language model recipes', { timeout: 60_000 }, () => {
  it('cover OpenAI, Ollama, llama.cpp, vLLM and LM Studio', () => {
    expect([...readRecipes().keys()].sort()).toEqual(Object.keys(DIALECT_OF).sort());
  });

  for (const [name, dialect] of Object.entries(DIALECT_OF)) {
    it(`${name}: the configuration parses and its first request reaches the server's /v1/chat/completions`, async () => {
      const vars = readRecipes().get(name) ?? {};
      const server = await startDialectServer({ dialect, write: () => JSON.stringify(napoliCopy()) });
      try {
        // The recipe as written, with the local server in place of the real host (same /v1 path).
        const url = new URL(vars.LLM_BASE_URL ?? 'https://api.openai.com/v1');
        expect(url.pathname).toBe('/v1');
        const local = new URL(server.baseUrl);
        const baseUrl = `${local.origin}${url.pathname}`;
        const env = { ...vars, LLM_BASE_URL: baseUrl };
        const llm = createLanguageModel(testConfig({ DATA_DIR: '.', ...env })) as LlmConfig;
        expect(llm.model).toBe(vars.LLM_MODEL);
        const result = await composeSite({ prompt: NAPOLI_PROMPT }, { llm });
        expect(result.generator).toBe('model');
        expect(server.received[0].path).toBe('/v1/chat/completions');
        expect(server.received[0].body.model).toBe(vars.LLM_MODEL);
      } finally {
        await server.close();
      }
    });
  }
});

describe('compose.yaml', () => {
  const compose = parse(fs.readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'));

  const ollama = parse(fs.readFileSync(path.join(ROOT, 'compose.ollama.yaml'), 'utf8'));

  it('adds Ollama only with compose.ollama.yaml, pulls the model, and the apps wait for the pull', () => {
    expect(ollama.services.ollama).toMatchObject({ image: 'ollama/ollama' });
    expect(ollama.services['ollama-pull'].environment.OLLAMA_HOST).toBe('http://ollama:11434');
    expect(ollama.volumes).toHaveProperty('ollama');
    // Before the pull finishes every site would fall back to the built-in writer.
    for (const app of ['app1', 'app2']) {
      expect(ollama.services[app].depends_on['ollama-pull']).toEqual({
        condition: 'service_completed_successfully',
      });
    }
    // The plain setup runs without it.
    expect(Object.keys(compose.services).some((name) => name.startsWith('ollama'))).toBe(false);
  });

  it('wires the app instances to the model through LLM_* (unset: the built-in writer)', () => {
    for (const app of ['app1', 'app2']) {
      const env = compose.services[app].environment;
      // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation
      expect(env.LLM_BASE_URL).toBe('${LLM_BASE_URL:-}');
      // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation
      expect(env.LLM_MODEL).toBe('${LLM_MODEL:-}');
    }
    // The README's command points the app at the profile's service by its compose name.
    expect(readme).toContain(
      'LLM_BASE_URL=http://ollama:11434/v1 LLM_MODEL=qwen2.5:3b docker compose -f compose.yaml -f compose.ollama.yaml up',
    );
  });

  // Compose itself reads the file: v2's `docker compose` plugin, else v1's `docker-compose` (Debian's
  // package, which .ci/run installs). Neither needs a running Docker daemon for `config`.
  const composeCommand = [['docker', 'compose'], ['docker-compose']].find(
    ([bin, ...sub]) => spawnSync(bin, [...sub, 'version'], { encoding: 'utf8' }).status === 0,
  );

  it.skipIf(!composeCommand)(
    'validates with `docker compose -f compose.yaml -f compose.ollama.yaml config`',
    () => {
      const [bin, ...sub] = composeCommand ?? [];
      const run = spawnSync(bin, [...sub, '-f', 'compose.yaml', '-f', 'compose.ollama.yaml', 'config'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, LLM_BASE_URL: 'http://ollama:11434/v1', LLM_MODEL: 'qwen2.5:3b' },
      });
      expect(run.stderr).not.toMatch(/error|invalid/i);
      expect(run.status).toBe(0);
      const resolved = parse(run.stdout);
      expect(Object.keys(resolved.services)).toEqual(
        expect.arrayContaining(['ollama', 'ollama-pull', 'caddy']),
      );
      expect(resolved.services.app1.environment.LLM_BASE_URL).toBe('http://ollama:11434/v1');
      expect(resolved.services.app1.depends_on['ollama-pull'].condition).toBe(
        'service_completed_successfully',
      );
    },
  );
  if (!composeCommand)
    console.warn(
      'compose.yaml: neither `docker compose` nor `docker-compose` is installed; not validated by compose',
    );
});
