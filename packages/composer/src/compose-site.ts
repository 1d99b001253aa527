import { composeBuiltin } from './compose-builtin';
import { applyCopy } from './llm/apply-copy';
import { LlmError, requestChatCompletion } from './llm/chat-client';
import { type LlmConfig, redact } from './llm/config';
import { modelCopyJsonSchema, parseModelCopy } from './llm/copy-schema';
import { guardCopy } from './llm/fact-guard';
import { buildCopyMessages, buildRepairMessages } from './llm/prompt';
import { type Reading, readDescription } from './read';
import type { ComposeResult, GenerateRequest, ProgressPhase } from './types';

export type ComposeSiteOptions = {
  llm?: LlmConfig;
  signal?: AbortSignal;
  onProgress?: (phase: ProgressPhase) => void;
  now?: Date;
};

type ModelAnswer = { answer: string; usedSchema: boolean };

/** Ask with structured output first; a server that refuses it (HTTP 400) is asked for plain JSON. */
async function askModel(
  reading: Reading,
  llm: LlmConfig,
  signal?: AbortSignal,
): Promise<ModelAnswer & { messages: ReturnType<typeof buildCopyMessages> }> {
  const messages = buildCopyMessages(reading, true);
  try {
    const answer = await requestChatCompletion(llm, messages, { signal, jsonSchema: modelCopyJsonSchema });
    return { answer, usedSchema: true, messages };
  } catch (error) {
    if (!(error instanceof LlmError && error.status === 400)) throw error;
    const plain = buildCopyMessages(reading, false);
    return {
      answer: await requestChatCompletion(llm, plain, { signal }),
      usedSchema: false,
      messages: plain,
    };
  }
}

function describeFailure(error: unknown, llm: LlmConfig): string {
  if (error instanceof LlmError) {
    if (error.status === 429) return 'the language model is rate-limited (HTTP 429)';
    return redact(error.message.replace(/^The language model/, 'the language model'), llm.apiKey);
  }
  return 'the language model failed unexpectedly';
}

/** Compose a site: with the configured model when there is one, else (or when it fails) the built-in composer. */
export async function composeSite(
  request: GenerateRequest,
  options: ComposeSiteOptions = {},
): Promise<ComposeResult> {
  const { llm, signal, onProgress, now } = options;
  onProgress?.('reading');
  const reading = readDescription(request);
  const builtin = composeBuiltin(request, { now, reading });
  if (!llm) {
    onProgress?.('writing');
    onProgress?.('designing');
    onProgress?.('done');
    return builtin;
  }
  const fallback = (reason: string): ComposeResult => {
    onProgress?.('designing');
    onProgress?.('done');
    return {
      ...builtin,
      warnings: [...builtin.warnings, `The built-in composer wrote this site because ${reason}.`],
    };
  };
  onProgress?.('writing');
  let copyResult: ReturnType<typeof parseModelCopy>;
  try {
    const first = await askModel(reading, llm, signal);
    copyResult = parseModelCopy(first.answer);
    if (!copyResult.ok) {
      const repair = buildRepairMessages(first.messages, first.answer, copyResult.error);
      const second = await requestChatCompletion(llm, repair, {
        signal,
        jsonSchema: first.usedSchema ? modelCopyJsonSchema : undefined,
      });
      copyResult = parseModelCopy(second);
    }
  } catch (error) {
    if (error instanceof LlmError && error.kind === 'aborted') throw error;
    return fallback(describeFailure(error, llm));
  }
  if (!copyResult.ok)
    return fallback('the language model’s answer was still invalid after one repair attempt');
  onProgress?.('checking');
  const { copy, report } = guardCopy(copyResult.copy, reading.prompt);
  const content = applyCopy(builtin.content, copy, reading.facts);
  const warnings = [...builtin.warnings];
  if (report.removed.length > 0) {
    const reasons = [...new Set(report.removed.map((r) => r.reason))].join(', ');
    warnings.push(
      `Removed ${report.removed.length} statement(s) the description did not support (${reasons}).`,
    );
  }
  onProgress?.('designing');
  onProgress?.('done');
  return { content, generator: 'model', warnings };
}
