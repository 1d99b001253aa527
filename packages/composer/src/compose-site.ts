import { classifyIndustry } from './classify';
import { composeBuiltin } from './compose-builtin';
import { extractFacts } from './extract/facts';
import { applyCopy } from './llm/apply-copy';
import { LlmError, requestChatCompletion } from './llm/chat-client';
import { type LlmConfig, redact } from './llm/config';
import { modelCopyJsonSchema, parseModelCopy } from './llm/copy-schema';
import { guardCopy } from './llm/fact-guard';
import { buildCopyMessages, buildRepairMessages } from './llm/prompt';
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
  request: GenerateRequest,
  llm: LlmConfig,
  signal?: AbortSignal,
): Promise<ModelAnswer & { messages: ReturnType<typeof buildCopyMessages> }> {
  const facts = extractFacts(request.prompt);
  const industry = request.industry || classifyIndustry(request.prompt);
  const messages = buildCopyMessages(request.prompt, facts, industry, true);
  try {
    const answer = await requestChatCompletion(llm, messages, { signal, jsonSchema: modelCopyJsonSchema });
    return { answer, usedSchema: true, messages };
  } catch (error) {
    if (!(error instanceof LlmError && error.status === 400)) throw error;
    const plain = buildCopyMessages(request.prompt, facts, industry, false);
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
  const builtin = composeBuiltin(request, { now });
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
    const first = await askModel(request, llm, signal);
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
  const facts = extractFacts(request.prompt);
  const { copy, report } = guardCopy(copyResult.copy, request.prompt);
  const content = applyCopy(builtin.content, copy, facts);
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
