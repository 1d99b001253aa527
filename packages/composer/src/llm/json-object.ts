/**
 * Reasoning models (DeepSeek-R1, Qwen3, QwQ through Ollama or llama.cpp) may put their thinking in
 * the answer itself; an unclosed block (the answer cut short) removes everything after it.
 */
export function stripThinking(answer: string): string {
  return answer.replace(/<(think|thinking|reasoning)>[\s\S]*?(?:<\/\1>|$)/gi, '');
}

/**
 * The first complete JSON object in a model's answer: prose, code fences or a second object after it
 * are ignored. The scan counts braces outside strings only, so `"}"` inside a value does not end it;
 * a candidate that does not parse is skipped and the scan goes on from its next `{`.
 */
export function findFirstJsonObject(answer: string): unknown | undefined {
  const text = stripThinking(answer);
  for (let start = text.indexOf('{'); start >= 0; start = text.indexOf('{', start + 1)) {
    const end = findObjectEnd(text, start);
    if (end < 0) return undefined;
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      // Not JSON after all (e.g. "{name}" in prose): try the next brace.
    }
  }
  return undefined;
}

/** The index of the `}` closing the object opened at `start`, or -1 when the text ends first. */
function findObjectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}
