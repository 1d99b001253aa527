import { CATALOGS } from './catalog/load';
import { composeBuiltin } from './compose-builtin';
import { applyCopy } from './llm/apply-copy';
import { requestChatCompletion, startDeadline } from './llm/chat-client';
import { type LlmConfig, redact } from './llm/config';
import { modelCopyJsonSchema, parseModelCopy } from './llm/copy-schema';
import { guardCopy } from './llm/fact-guard';
import {
  explainForOwner,
  explainLlmFailure,
  LlmError,
  modelFailureCodeOf,
  refusesStructuredOutput,
} from './llm/llm-error';
import { buildCopyMessages, buildRepairMessages, fillIn } from './llm/prompt';
import { type Reading, readDescription } from './read';
import type { ComposeResult, GenerateRequest, ProgressPhase } from './types';

// What the owner is told about how the site was written: copy/en/notices.json.
const NOTICES = CATALOGS.en.notices;

export type ComposeSiteOptions = {
  llm?: LlmConfig;
  signal?: AbortSignal;
  onProgress?: (phase: ProgressPhase) => void;
  /** Called as the model's answer arrives, with the tokens received so far (about 4 characters each). */
  onTokens?: (count: number) => void;
  now?: Date;
};

type ModelAnswer = { answer: string; usedSchema: boolean };

type Call = { signal?: AbortSignal; deadline: AbortSignal; onDelta?: (text: string) => void };

/**
 * Ask with structured output first; a server that refuses it (a 400, or any error naming
 * response_format/json_schema, as older llama.cpp's 500) is asked for plain JSON.
 */
async function askModel(
  reading: Reading,
  llm: LlmConfig,
  call: Call,
): Promise<ModelAnswer & { messages: ReturnType<typeof buildCopyMessages> }> {
  const messages = buildCopyMessages(reading, true);
  try {
    const answer = await requestChatCompletion(llm, messages, { ...call, jsonSchema: modelCopyJsonSchema });
    return { answer, usedSchema: true, messages };
  } catch (error) {
    if (!refusesStructuredOutput(error)) throw error;
    const plain = buildCopyMessages(reading, false);
    return {
      answer: await requestChatCompletion(llm, plain, call),
      usedSchema: false,
      messages: plain,
    };
  }
}

/** Compose a site: with the configured model when there is one, else (or when it fails) the built-in composer. */
export async function composeSite(
  request: GenerateRequest,
  options: ComposeSiteOptions = {},
): Promise<ComposeResult> {
  const { llm, signal, onProgress, onTokens, now } = options;
  onProgress?.('reading');
  const reading = readDescription(request);
  const builtin = composeBuiltin(request, { now, reading });
  if (!llm) {
    onProgress?.('writing');
    onProgress?.('designing');
    onProgress?.('done');
    return builtin;
  }
  // The owner reads what happened; the operator's log gets the setting to check and the server's words.
  const fallback = (error: unknown, detail = explainLlmFailure(error)): ComposeResult => {
    onProgress?.('designing');
    onProgress?.('done');
    const modelFailure = explainForOwner(error);
    return {
      ...builtin,
      warnings: [...builtin.warnings, fillIn(NOTICES.builtInBecause, { reason: modelFailure })],
      modelFailure,
      modelFailureCode: modelFailureCodeOf(error),
      modelFailureDetail: redact(detail, llm.apiKey),
    };
  };
  onProgress?.('writing');
  // One cap for the whole exchange: the structured call, a plain retry and a repair share it.
  let tokens = 0;
  const onDelta = onTokens
    ? (text: string) => {
        // A streamed piece is about one token; a whole answer counts by its length.
        tokens += Math.max(1, Math.round(text.length / 4));
        onTokens(tokens);
      }
    : undefined;
  const call: Call = { signal, deadline: startDeadline(llm), onDelta };
  let copyResult: ReturnType<typeof parseModelCopy>;
  try {
    const first = await askModel(reading, llm, call);
    copyResult = parseModelCopy(first.answer);
    if (!copyResult.ok) {
      const repair = buildRepairMessages(first.messages, first.answer, copyResult.error);
      const second = await requestChatCompletion(llm, repair, {
        ...call,
        jsonSchema: first.usedSchema ? modelCopyJsonSchema : undefined,
      });
      copyResult = parseModelCopy(second);
    }
  } catch (error) {
    if (error instanceof LlmError && error.kind === 'aborted') throw error;
    return fallback(error);
  }
  if (!copyResult.ok) {
    const invalid = new LlmError(
      'invalid',
      fillIn(NOTICES.noValidCopy, { error: copyResult.error.slice(0, 120) }),
    );
    return fallback(invalid);
  }
  onProgress?.('checking');
  const { copy, report } = guardCopy(copyResult.copy, reading.prompt);
  const content = applyCopy(builtin.content, copy, reading.facts);
  const warnings = [...builtin.warnings];
  const notices = [...builtin.notices];
  if (report.removed.length > 0) {
    const reasons = [...new Set(report.removed.map((r) => r.reason))].join(', ');
    const text = fillIn(NOTICES.removed, { count: report.removed.length, reasons });
    warnings.push(text);
    notices.push({ code: 'removed', params: { count: report.removed.length }, text });
  }
  onProgress?.('designing');
  onProgress?.('done');
  return { content, generator: 'model', warnings, notices };
}
