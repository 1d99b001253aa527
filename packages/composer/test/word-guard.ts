import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The guard of packages/composer/src (logic-only.test.ts): it reads a source file as TypeScript and
// finds the words of a language written there instead of in packages/composer/copy — in a string, a
// template (tagged or not), a regular expression, a list, a set, a table or a string split at run time.

export type Finding = { file: string; line: number; what: string };

/** A list of words: an array or a table of this many strings. */
const LIST = 6;
/** Prose: four words in a row, with spaces between them. */
const PROSE = /(?:\p{L}{2,}[’',]?\s+){3}\p{L}{2,}/u;
/** A word inside a pattern or a string: two letters or more. */
const WORD = /\p{L}[\p{L}'’]*\p{L}/gu;

/**
 * Letters a pattern may hold that are no word of a language, each with its reason: the pattern
 * reads a web address, not a description's words.
 */
export const PATTERN_TOKENS: Record<string, string> = {
  https: 'the scheme of a web address',
  http: 'the scheme of a web address',
  www: 'the host of a web address',
  com: 'a top-level domain of a web address',
  net: 'a top-level domain of a web address',
  org: 'a top-level domain of a web address',
  instagram: 'the host of a profile’s web address',
  facebook: 'the host of a profile’s web address',
  fb: 'the host of a profile’s web address',
  tiktok: 'the host of a profile’s web address',
  twitter: 'the host of a profile’s web address',
  linkedin: 'the host of a profile’s web address',
  youtube: 'the host of a profile’s web address',
  pinterest: 'the host of a profile’s web address',
};

/** Capitals alone are a code, not a word: a country (US), a currency (EUR), a postcode's letters (GIR). */
const isCode = (word: string) => /^[A-Z]{2,}$/.test(word);

/**
 * The words of a pattern's source: what is left when escapes, classes, group heads, counts and a
 * catalog template's placeholders (`\{name\}`) go.
 */
export function wordsOfPattern(source: string): string[] {
  const bare = source
    .replace(/\\\{\w+\\\}/g, ' ')
    .replace(/\\[pPu]\{[^}]*\}|\\u[\dA-Fa-f]{4}|\\x[\dA-Fa-f]{2}|\\k<[^>]*>|\\c[A-Za-z]|\\./g, ' ')
    .replace(/\[(?:\\.|[^\]\\])*\]/g, ' ')
    .replace(/\(\?(?:[:=!]|<[=!]|<[^>]*>)/g, ' ')
    .replace(/\{\d*,?\d*\}/g, ' ');
  return (bare.match(WORD) ?? []).filter((w) => !(w.toLowerCase() in PATTERN_TOKENS) && !isCode(w));
}

/** Whether a string reads as a regular expression's source ("\\s+", "(?:"). */
const looksLikePattern = (text: string) => /\\[sbdwSBDWp]|\(\?[:<=!]/.test(text);

/** The words of the composer's vocabularies (copy/detect/ and copy/<lang>/detect/), lower-case. */
export function readLexicon(copyDir: string): Set<string> {
  const words = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === 'string') for (const w of wordsOfPattern(value)) words.add(w.toLowerCase());
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  const folders = [
    path.join(copyDir, 'detect'),
    ...fs
      .readdirSync(copyDir)
      .filter((d) => /^[a-z]{2}$/.test(d))
      .map((d) => path.join(copyDir, d, 'detect')),
  ];
  for (const folder of folders.filter((f) => fs.existsSync(f)))
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.json')))
      add(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));
  return words;
}

/** The language codes of a copy folder (its two-letter folders): names, not words. */
export const languagesOf = (copyDir: string): string[] =>
  fs.readdirSync(copyDir).filter((d) => /^[a-z]{2}$/.test(d));

/** Whether a text is the message of an error the code raises (`new LlmError('invalid', '…')`). */
function inError(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n && !ts.isBlock(n); n = n.parent)
    if (ts.isNewExpression(n) && /Error$/.test(n.expression.getText())) return true;
  return false;
}

/** Whether a string literal stands where a name goes: a module, a key, a type, `typeof`'s answer. */
function isName(node: ts.StringLiteralLike): boolean {
  const p = node.parent;
  if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p)) return true;
  if (ts.isLiteralTypeNode(p)) return true;
  if (
    (ts.isPropertyAssignment(p) || ts.isPropertySignature(p) || ts.isPropertyDeclaration(p)) &&
    p.name === node
  )
    return true;
  if (ts.isElementAccessExpression(p) && p.argumentExpression === node) return true;
  if (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.InKeyword && p.left === node)
    return true;
  if (ts.isBinaryExpression(p)) {
    const other = p.left === node ? p.right : p.left;
    if (ts.isTypeOfExpression(other)) return true;
  }
  return false;
}

const MATCHERS = new Set([
  'includes',
  'startsWith',
  'endsWith',
  'indexOf',
  'lastIndexOf',
  'replace',
  'replaceAll',
  'split',
  'has',
  'test',
]);

/**
 * Whether a value is a name the code gave (a property, `typeof`'s answer, a variable typed other
 * than `string` where it is declared), not text read from a description.
 */
function isNamedValue(node: ts.Expression): boolean {
  let e: ts.Node = node;
  while (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
  if (ts.isPropertyAccessExpression(e) || ts.isTypeOfExpression(e)) return true;
  if (!ts.isIdentifier(e)) return false;
  const name = e.text;
  let typed = false;
  const find = (n: ts.Node): void => {
    if (
      (ts.isParameter(n) || ts.isVariableDeclaration(n)) &&
      ts.isIdentifier(n.name) &&
      n.name.text === name &&
      n.type
    )
      typed ||= n.type.kind !== ts.SyntaxKind.StringKeyword;
    ts.forEachChild(n, find);
  };
  find(e.getSourceFile());
  return typed;
}

/**
 * Whether a string is matched against text: compared with a value (`word === 'late'`), a `case`
 * of a switch, the argument of a string's or a set's lookup (`.startsWith('the ')`), an element of
 * a set or list looked up in.
 */
function isMatchedAgainstText(node: ts.Node): boolean {
  const p = node.parent;
  if (ts.isBinaryExpression(p)) {
    const op = p.operatorToken.kind;
    const equality = [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
    ].includes(op);
    return equality && !isNamedValue(p.left === node ? p.right : p.left);
  }
  if (ts.isCaseClause(p)) return !isNamedValue(p.parent.parent.expression);
  if (
    ts.isCallExpression(p) &&
    ts.isPropertyAccessExpression(p.expression) &&
    MATCHERS.has(p.expression.name.text)
  )
    return !isNamedValue(p.expression.expression);
  if (ts.isArrayLiteralExpression(p)) {
    const holder = p.parent;
    if (ts.isNewExpression(holder) && ['Set', 'Map'].includes(holder.expression.getText())) return true;
    // new Map([['lundi', 1]]): the key of an entry.
    if (ts.isArrayLiteralExpression(holder) && ts.isNewExpression(holder.parent))
      return holder.parent.expression.getText() === 'Map';
    if (ts.isPropertyAccessExpression(holder) && MATCHERS.has(holder.name.text)) return true;
  }
  return false;
}

/** Whether a template or string is a pattern: `String.raw` or the source given to `RegExp`. */
function isPatternSource(node: ts.Node, text: string): boolean {
  const p = node.parent;
  if (ts.isTaggedTemplateExpression(p) && p.tag.getText() === 'String.raw') return true;
  if ((ts.isNewExpression(p) || ts.isCallExpression(p)) && p.expression.getText() === 'RegExp')
    return p.arguments?.[0] === node;
  return looksLikePattern(text);
}

/** The text of a template: as written under `String.raw` (its `\\s` is no "s"), else as read. */
function partsOf(t: ts.TemplateLiteral): string[] {
  const raw = ts.isTaggedTemplateExpression(t.parent) && t.parent.tag.getText() === 'String.raw';
  const textOf = (part: ts.TemplateLiteralLikeNode) => (raw ? (part.rawText ?? part.text) : part.text);
  return ts.isNoSubstitutionTemplateLiteral(t)
    ? [textOf(t)]
    : [textOf(t.head), ...t.templateSpans.map((s) => textOf(s.literal))];
}

export type GuardOptions = {
  /** The composer's vocabulary: a string that is one of these words is a word of a language. */
  lexicon: ReadonlySet<string>;
  /** Strings that are names though they are words too: a language's code, a channel's kind ("booking"). */
  names: ReadonlySet<string>;
};

/** Every place a source text holds words of a language, with what they are. */
export function findWords(file: string, text: string, options: GuardOptions): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const at = (node: ts.Node, what: string) =>
    findings.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      what: `${what}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 70)}`,
    });
  const isVocabulary = (word: string) => {
    const lower = word.toLowerCase();
    return options.lexicon.has(lower) && !options.names.has(lower) && !isCode(word);
  };

  /** A short list or table (two entries or more, fewer than LIST) whose every entry is a word of the vocabulary. */
  const isSmallTable = (entries: string[]) =>
    entries.length >= 2 &&
    entries.length < LIST * 2 &&
    entries.every((e) => /^\p{L}+$/u.test(e) && isVocabulary(e));

  const checkText = (node: ts.Node, parts: string[]) => {
    const joined = parts.join('\u0000');
    if (isPatternSource(node, joined)) {
      const words = parts.flatMap(wordsOfPattern);
      if (words.length > 0) at(node, `a pattern with words (${words.slice(0, 4).join(', ')})`);
      return;
    }
    if (inError(node)) return;
    if (parts.some((p) => PROSE.test(p))) return at(node, 'prose');
    const words = parts.flatMap((p) => p.replace(/\{\w+\}/g, ' ').match(WORD) ?? []);
    const alternatives = parts.join('').split('|');
    if (alternatives.filter((a) => /\p{L}{2}/u.test(a)).length >= 2) return at(node, 'a pattern of words');
    const p = node.parent;
    if (
      ts.isPropertyAccessExpression(p) &&
      p.name.text === 'split' &&
      p.expression === node &&
      words.length >= 2
    )
      return at(node, 'a list of words split at run time');
    if (isMatchedAgainstText(node) && words.some(isVocabulary))
      at(node, `a word (${words.filter(isVocabulary).join(', ')})`);
  };

  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const words = wordsOfPattern(literal.slice(1, literal.lastIndexOf('/')));
      if (words.length > 0) at(node, `a pattern with words (${words.slice(0, 4).join(', ')})`);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isName(node)) checkText(node, ts.isStringLiteral(node) ? [node.text] : partsOf(node));
      return;
    }
    if (ts.isTemplateExpression(node)) {
      checkText(node, partsOf(node));
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() !== 'String.raw') {
      const words = partsOf(node.template).flatMap((p) => p.match(WORD) ?? []);
      if (words.length > 0) at(node, 'a tagged template with words');
    }
    if (ts.isArrayLiteralExpression(node)) {
      const strings = node.elements.filter(
        (e) => ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e),
      );
      const isConstTuple = ts.isAsExpression(node.parent) && node.parent.type.getText(source) === 'const';
      if (strings.length >= LIST && !isConstTuple) at(node, 'a list of strings');
      else if (!isConstTuple && isSmallTable(strings.map((e) => (e as ts.StringLiteralLike).text)))
        at(node, 'a short list of words');
    }
    if (ts.isObjectLiteralExpression(node)) {
      const values = node.properties.filter(
        (p) =>
          ts.isPropertyAssignment(p) &&
          ts.isStringLiteral(p.initializer) &&
          /\p{L}{2}/u.test(p.initializer.text) &&
          !options.names.has(p.initializer.text.toLowerCase()),
      );
      if (values.length >= LIST) at(node, 'a table of words');
      else {
        // { is: 'are', has: 'have' }: a short table whose keys and values are all a language's words.
        const pairs = node.properties
          .filter(ts.isPropertyAssignment)
          .flatMap((p) =>
            ts.isStringLiteral(p.initializer)
              ? [p.name.getText(source).replace(/^['"]|['"]$/g, ''), p.initializer.text]
              : [],
          );
        if (pairs.length === node.properties.length * 2 && isSmallTable(pairs))
          at(node, 'a short table of words');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/**
 * The names the code declares: every string of a literal type (`kind: 'booking' | 'call'`) and of
 * a list read as one (`['en', 'es'] as const`). Such a string is compared with a value of that type,
 * not with a description's text.
 */
export function declaredNames(files: Array<{ file: string; text: string }>): Set<string> {
  const names = new Set<string>();
  for (const { file, text } of files) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal))
        names.add(node.literal.text.toLowerCase());
      if (
        ts.isAsExpression(node) &&
        node.type.getText(source) === 'const' &&
        ts.isArrayLiteralExpression(node.expression)
      )
        for (const e of node.expression.elements) if (ts.isStringLiteral(e)) names.add(e.text.toLowerCase());
      // export const TONES = { amber: …, terracotta: … }: the keys of an exported table are its ids.
      if (
        ts.isVariableDeclaration(node) &&
        node.initializer &&
        ts.isObjectLiteralExpression(node.initializer) &&
        ts.isVariableStatement(node.parent.parent) &&
        node.parent.parent.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      )
        for (const p of node.initializer.properties)
          if (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
            names.add(p.name.text.toLowerCase());
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return names;
}
