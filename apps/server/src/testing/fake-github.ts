import http from 'node:http';

export type GithubUser = {
  id: number;
  login: string;
  name: string | null;
  emails: { email: string; primary: boolean; verified: boolean }[];
};

/** Speaks GitHub's token endpoint and the two REST calls sign-in needs. */
export function startFakeGithub(users: Record<string, GithubUser>) {
  const tokens = new Map<string, GithubUser>();
  const seenTokenRequests: Record<string, string>[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'POST' && req.url === '/login/oauth/access_token') {
        const body = JSON.parse(raw) as Record<string, string>;
        seenTokenRequests.push(body);
        const user = users[body.code];
        if (body.client_secret !== 'gh-secret' || !user) return send(200, { error: 'bad_verification_code' });
        const token = `tok-${body.code}`;
        tokens.set(token, user);
        return send(200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
      }
      const user = tokens.get(String(req.headers.authorization).replace(/^Bearer /, ''));
      if (!user) return send(401, { message: 'Bad credentials' });
      if (req.url === '/user') return send(200, { id: user.id, login: user.login, name: user.name });
      if (req.url === '/user/emails') return send(200, user.emails);
      return send(404, { message: 'Not Found' });
    });
  });
  return { server, seenTokenRequests };
}
