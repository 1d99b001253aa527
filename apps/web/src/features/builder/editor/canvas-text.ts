/** DOM helpers for editing one text of the canvas in place. */

/** Characters before the caret inside an element, or its length when the caret is elsewhere. */
export function caretOffset(el: HTMLElement): number {
  const selection = el.ownerDocument.getSelection();
  const text = el.textContent ?? '';
  if (!selection || selection.rangeCount === 0) return text.length;
  const range = selection.getRangeAt(0);
  if (!el.contains(range.endContainer)) return text.length;
  const before = range.cloneRange();
  before.selectNodeContents(el);
  before.setEnd(range.endContainer, range.endOffset);
  return before.toString().length;
}

export function placeCaretAtEnd(el: HTMLElement): void {
  const doc = el.ownerDocument;
  const range = doc.createRange();
  range.selectNodeContents(el);
  range.collapse(false);
  const selection = doc.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** The text an owner typed: line breaks kept, the browser's no-break spaces made plain. */
export function readEditedText(el: HTMLElement): string {
  // innerText keeps the line breaks the browser types as <br>; jsdom has none, and textContent serves there.
  const raw = typeof el.innerText === 'string' ? el.innerText : (el.textContent ?? '');
  return raw.replace(/\u00a0/g, ' ').replace(/\n$/, '');
}

/** Whether a text is shown as paragraphs (so Enter adds a line instead of finishing the edit). */
export function isMultilineElement(el: HTMLElement): boolean {
  return el.tagName === 'DIV' || el.querySelector('p') !== null;
}
