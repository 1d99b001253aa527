// hyphen ships no types; these are the pattern modules and the one call the renderer makes. They are
// imported by file (`hyphen/de/index.js`): Node's ESM loader, which runs the server bundle, refuses a
// bare directory import.
declare module 'hyphen/*' {
  const hyphenator: {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
  };
  export default hyphenator;
}
