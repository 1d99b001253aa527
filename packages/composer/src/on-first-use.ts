/**
 * `make()` on the first call, its result kept for the next ones: for what is costly to build at import
 * (a heavy module, hundreds of Unicode regular expressions) and not needed until a site is composed.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
