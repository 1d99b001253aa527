import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Stripe API on 127.0.0.1, speaking its wire format (form-encoded
 * requests, JSON objects, Bearer auth, JSON errors) for the endpoints the adapter uses. Tests call
 * `pay(id)` to play the buyer completing Checkout.
 */
export type FakeStripe = {
  url: string;
  sessions: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, Record<string, unknown>>;
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  pay(sessionId: string): Record<string, unknown>;
  close(): Promise<void>;
};

/** Turns `a[b][0][c]=1` form fields into nested objects and arrays, as Stripe reads them. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_fake${Date.now().toString(36)}${++counter}`;

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const requests: FakeStripe['requests'] = [];

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
        res.end(JSON.stringify(json));
      };
      const notFound = (what: string) =>
        send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
        });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const path = (req.url ?? '').split('?')[0];
      const body = parseStripeForm(raw);
      requests.push({ method: req.method ?? '', path, body });

      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = nextId('cs_test');
        const item = (body.line_items as Record<string, Record<string, Record<string, unknown>>>[])[0];
        const session = {
          id,
          object: 'checkout.session',
          mode: body.mode,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(item.price_data.unit_amount),
          currency: item.price_data.currency,
          metadata: body.metadata ?? {},
          subscription: null,
          success_url: body.success_url,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && sessionMatch) {
        const session = sessions.get(decodeURIComponent(sessionMatch[1]));
        return session ? send(200, session) : notFound('checkout.session');
      }
      const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (subMatch) {
        const subscription = subscriptions.get(decodeURIComponent(subMatch[1]));
        if (!subscription) return notFound('subscription');
        if (req.method === 'POST') {
          if (body.cancel_at_period_end !== undefined)
            subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
          if (body.metadata) subscription.metadata = body.metadata;
          const items = body.items as { price_data: Record<string, string> }[] | undefined;
          if (items?.[0]) {
            const list = (subscription.items as { data: Record<string, unknown>[] }).data;
            list[0].price = {
              id: nextId('price'),
              product: items[0].price_data.product,
              unit_amount: Number(items[0].price_data.unit_amount),
            };
          }
        }
        return send(200, subscription);
      }
      return notFound(`route ${req.method} ${path}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    subscriptions,
    requests,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      if (session.mode === 'subscription') {
        const id = nextId('sub');
        const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
        subscriptions.set(id, {
          id,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          metadata: session.metadata,
          items: {
            object: 'list',
            data: [
              {
                id: nextId('si'),
                current_period_end: periodEnd,
                price: { id: nextId('price'), product: nextId('prod'), unit_amount: session.amount_total },
              },
            ],
          },
        });
        session.subscription = id;
      }
      return session;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
