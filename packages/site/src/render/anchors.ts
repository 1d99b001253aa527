/** An id safe for HTML and unique on the page. */
export function anchorFor(prefix: string, id: string, index: number): string {
  const slug = id
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${prefix}${index + 1}${slug ? `-${slug}` : ''}`;
}
