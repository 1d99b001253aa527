import { describe, expect, it } from 'vitest';
import { makeContent } from '../../test/factories';
import { renderSite } from './render-site';

describe('the footer’s "Report" link', () => {
  it('is a plain link to the operator’s form, in the site’s language, only when hosting asks for it', () => {
    const report = { href: 'https://app.example.com/report/k1' };
    const html = renderSite(makeContent(), { report });
    expect(html.slice(html.indexOf('<footer'))).toContain(
      '<a href="https://app.example.com/report/k1" rel="nofollow">Report</a>',
    );
    expect(renderSite(makeContent({ meta: { language: 'fr' } }), { report })).toContain('>Signaler</a>');
    expect(renderSite(makeContent())).not.toContain('/report/');
  });
});
