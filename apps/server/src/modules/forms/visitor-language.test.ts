import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserAndSignIn } from '../../testing/factories';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';

const PUBLIC_URL = 'http://mainstreet.test';
const FORM = 'application/x-www-form-urlencoded';
let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** What a visitor of a published site reads from the server is in the site's language, not English. */
describeEachDatabase('the server’s pages for visitors of a published site', (kind: DatabaseKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
  });
  afterAll(async () => t.close());

  async function liveSite(name: string, language: string) {
    const owner = await createUserAndSignIn(t);
    const content = sampleContent({ siteName: name, widgets: [{ id: 'form', type: 'contact-form' }] });
    content.meta = { ...content.meta, language };
    const websiteId = await insertTestWebsite(t, { userId: owner.user.id }, { content, name });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/publish`,
      headers: { cookie: owner.cookie },
    });
    const path = new URL(res.json().url as string).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const formKey = decodeURIComponent(action.split('/api/forms/')[1] ?? '');
    const report = /<a href="http:\/\/mainstreet\.test(\/report\/[^"]+)"/.exec(page.body)?.[1] ?? '';
    expect(formKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    return { path, formKey, report };
  }

  function postForm(formKey: string, fields: Record<string, string>, ip = nextIp(), headers = {}) {
    return t.app.inject({
      method: 'POST',
      url: `/api/forms/${formKey}`,
      headers: { 'content-type': FORM, ...headers },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: ip,
    });
  }

  it('thanks a visitor of a Spanish site in Spanish, and refuses in Spanish when JavaScript is off', async () => {
    const { path, formKey } = await liveSite('Panadería Rosa', 'es');
    const sent = await postForm(formKey, {
      name: 'Ana',
      email: 'ana@example.org',
      message: '¿Hacéis pan de centeno?',
    });
    expect(sent.statusCode).toBe(303);
    const back = await t.app.inject({ method: 'GET', url: `${path}?sent=1` });
    expect(back.body).toContain('¡Gracias! Tu mensaje se ha enviado.');
    expect(back.body).not.toContain('Thank you!');

    const refused = await postForm(formKey, { name: 'Ana', email: 'not an address', message: 'Hola' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="es">');
    expect(refused.body).toContain('Tu mensaje no se ha enviado');
    expect(refused.body).toContain('Escribe una dirección de correo electrónico válida.');
    expect(refused.body).toContain('Usa el botón Atrás del navegador para volver al formulario');

    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      await postForm(formKey, { name: 'Ana', email: 'ana@example.org', message: `${i}` }, ip);
    const limited = await postForm(formKey, { name: 'Ana', email: 'ana@example.org', message: 'Otra' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain(
      'Ya has enviado varios mensajes. Espera unos minutos y vuelve a intentarlo.',
    );
  });

  it('says a form key that names no site in the visitor’s own language', async () => {
    const res = await postForm(
      'no-such-form',
      { name: 'Jo', email: 'jo@example.org', message: 'Hi' },
      nextIp(),
      {
        'accept-language': 'fr-FR,fr;q=0.9',
      },
    );
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Ce site n’accepte pas de messages pour le moment.');
    const page = await t.app.inject({
      method: 'GET',
      url: '/s/nobody-here/',
      headers: { 'accept-language': 'de' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Diese Website ist nicht veröffentlicht.');
  });

  it('shows the report form of a German site in German, with its refusals and thanks', async () => {
    const { report } = await liveSite('Bäckerei Rosa', 'de');
    const form = await t.app.inject({ method: 'GET', url: report });
    expect(form.body).toContain('<html lang="de">');
    expect(form.body).toContain('Website melden');
    expect(form.body).toContain('<strong>Bäckerei Rosa</strong>');
    expect(form.body).toContain('>Phishing oder Betrug</option>');
    const send = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: report,
        remoteAddress: nextIp(),
        headers: { 'content-type': FORM, origin: PUBLIC_URL },
        payload: body,
      });
    const empty = await send('reason=phishing&details=');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Beschreiben Sie, was nicht stimmt');
    const sent = await send('reason=phishing&details=Fragt+nach+Bankdaten');
    expect(sent.body).toContain('Ihre Meldung wurde an die Betreiber dieses Servers gesendet.');
  });
});
