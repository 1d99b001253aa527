import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// packages/composer/src holds logic; every word the composer writes, asks a model or reads a
// description with is data in packages/composer/copy (CONTRIBUTING.md, "The composer's words").
// This test reads the source as TypeScript and fails on a wording list or a sentence written there.

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** A list of words: a pattern group of this many alternatives, or an array of this many strings. */
const LIST = 6;
/** Prose: four words in a row, with spaces between them. */
const PROSE = /(?:\p{L}{2,}[’',]?\s+){3}\p{L}{2,}/u;

/**
 * Where prose may stay, each with its reason. Messages for the operator (they name a setting to
 * change, in the language of the logs), markup and the tools' and tests' own text — none of it is
 * on a site or in a request to a model.
 */
const PROSE_ALLOWED: Record<string, string> = {
  'cli.ts': 'the command’s usage and errors',
  'catalog/': 'the copy tools’ own messages (copy:check, new-kind)',
  'llm/chat-client.ts': 'operator messages naming the LLM_* setting to change',
  'llm/llm-error.ts': 'operator messages naming the LLM_* setting to change',
  'llm/config.ts': 'operator messages naming the LLM_* setting to change',
  'llm/read-answer.ts': 'operator messages about a model’s answer',
  'llm/copy-schema.ts': 'the length limits sent with the prompt, made from the schema',
  'llm/testing/': 'fixtures of the model tests',
  'images/openai-images.ts': 'operator messages naming the IMAGE_* setting to change',
  'images/image-generator.ts': 'operator messages naming the IMAGE_* setting to change',
  'images/apply-artwork.ts': 'a programming error',
  'images/icon-artwork.ts': 'SVG markup',
};

/** Lists that are names, not words of a language. */
const LISTS_ALLOWED: Record<string, string> = {
  'images/icon-artwork.ts': 'SVG element and attribute names',
  'catalog/': 'the catalog files’ own keys and schemas',
  'llm/testing/': 'the model dialects the tests speak',
  'llm/copy-schema.ts': 'the JSON keys of the model’s answer',
  'text-fingerprint.ts': 'the content paths of a site’s texts',
};

const allowed = (table: Record<string, string>, file: string) =>
  Object.keys(table).some((prefix) => file === prefix || (prefix.endsWith('/') && file.startsWith(prefix)));

function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The alternatives of a pattern at its top level ("a|b|(c|d)" → a, b, (c|d)). */
function alternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let current = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      current += c + (source[i + 1] ?? '');
      i++;
      continue;
    }
    if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  out.push(current);
  return out;
}

/** The contents of every group of a pattern, and the pattern itself. */
function groupsOf(source: string): string[] {
  const found = [source];
  const open: number[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') open.push(i + 1);
    else if (c === ')') {
      const start = open.pop() ?? 0;
      found.push(source.slice(start, i).replace(/^\?(?:[:=!]|<[=!]|<\w+>)/, ''));
    }
  }
  return found;
}

const isWordList = (pattern: string) =>
  groupsOf(pattern).some((group) => {
    const alts = alternatives(group);
    return (
      alts.length >= LIST &&
      alts.filter((a) => /\p{L}{2}/u.test(a.replace(/\\p\{\w+\}/g, ''))).length >= LIST - 1
    );
  });

type Finding = { file: string; line: number; what: string };

/** Whether a text is the message of an error the code raises (`new LlmError('invalid', '…')`). */
function inError(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n && !ts.isBlock(n); n = n.parent)
    if (ts.isNewExpression(n) && /Error$/.test(n.expression.getText())) return true;
  return false;
}

function findWording(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const at = (node: ts.Node, what: string) =>
    findings.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      what: `${what}: ${node.getText(source).slice(0, 70)}`,
    });
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      if (isWordList(literal.slice(1, literal.lastIndexOf('/')))) at(node, 'a pattern of words');
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const parts = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)]
        : [node.text];
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
        if (parts.some((p) => isWordList(p))) at(node, 'a pattern of words');
        else if (parts.some((p) => PROSE.test(p)) && !inError(node)) at(node, 'prose');
      }
      if (!ts.isTemplateExpression(node)) return;
    } else if (ts.isArrayLiteralExpression(node)) {
      const strings = node.elements.filter(
        (e) => ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e),
      );
      const isConstTuple = ts.isAsExpression(node.parent) && node.parent.type.getText(source) === 'const';
      if (strings.length >= LIST && !isConstTuple) at(node, 'a list of strings');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function wordingInSource(): Finding[] {
  return sourceFiles().flatMap((full) => {
    const file = path.relative(SRC, full).split(path.sep).join('/');
    return findWording(file, fs.readFileSync(full, 'utf8')).filter(
      (f) =>
        !(f.what.startsWith('prose') && allowed(PROSE_ALLOWED, file)) &&
        !(!f.what.startsWith('prose') && allowed(LISTS_ALLOWED, file)),
    );
  });
}

describe('packages/composer/src holds logic only', () => {
  it('has no wording list and no sentence of copy (they belong in packages/composer/copy)', () => {
    const found = wordingInSource().map((f) => `src/${f.file}:${f.line} ${f.what}`);
    expect(found).toEqual([]);
  });

  it('catches a word list, a sentence and a list of strings put back in the source', () => {
    const planted = [
      'const CLOSED = /\\b(?:closed|fermé|cerrado|geschlossen|ruhetag|shut)\\b/iu;',
      "const WORDS = 'street|road|avenue|lane|drive|way';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a line, not a template
      'const RE = new RegExp(`^(?:${x}|a|an|the|our|my|your|some)\\\\s+`);',
      "const HEADLINE = 'Fresh bread every morning';",
      "const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];",
    ];
    const caught = planted.map((line) => findWording('planted.ts', line).length);
    expect(caught).toEqual([1, 1, 1, 1, 1]);
    // Logic that reads like code stays allowed: short alternations, names, a typed tuple.
    const logic = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a line, not a template
      'const ESCAPE = /[.*+?^${}()|[\\]\\\\]/g;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a line, not a template
      'const KEY = `${language}:${industry}:${kind}`;',
      "const IDS = ['reading', 'writing', 'checking', 'designing', 'images', 'done'] as const;",
      'const AN = /^(?:a|an)\\s/i;',
      "throw new CatalogError('the kind file has no noun');",
    ];
    expect(logic.flatMap((line) => findWording('logic.ts', line))).toEqual([]);
  });
});
