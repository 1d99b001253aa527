/**
 * The path a request is routed by, for routing decisions made before the router (origin check,
 * session lookup). The router decodes percent-escapes, so `/%61pi/auth/logout` reaches
 * `/api/auth/logout`; a check on the raw URL would wave it through. Undecodable escapes stay as
 * they are (the router answers those with 400/404 anyway).
 */
export function routingPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw.replace(/%([0-9a-f]{2})/gi, (sequence, hex: string) => {
      const char = String.fromCharCode(Number.parseInt(hex, 16));
      return char === '%' ? sequence : char;
    });
  }
}

/** Whether a request goes to the JSON API, judged on the path the router will use. */
export function isApiPath(url: string): boolean {
  return routingPath(url).startsWith('/api/');
}
