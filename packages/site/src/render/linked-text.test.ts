import { describe, expect, it } from 'vitest';
import { parseLinkedText, plainText, renderLinkedText } from './linked-text';

describe('[text](url) links', () => {
  it('renders a safe link as an anchor opening in a new tab', () => {
    expect(renderLinkedText('Read [our menu](https://example.com/menu) today')).toBe(
      'Read <a href="https://example.com/menu" target="_blank" rel="noopener noreferrer">our menu</a> today',
    );
  });

  it('accepts mailto: and tel: links', () => {
    expect(parseLinkedText('[mail](mailto:a@b.co) or [call](tel:+15550102000)')).toEqual([
      { text: 'mail', href: 'mailto:a@b.co' },
      { text: ' or ' },
      { text: 'call', href: 'tel:+15550102000' },
    ]);
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](vbscript:msgbox)',
    '[x](//evil.example)',
    '[x](/\\evil.example)',
    '[x](https:evil.example)',
    '[x](https://)',
    '[x](java&#115;cript:alert(1))',
    '[x](file:///etc/passwd)',
  ])('keeps %s as plain, escaped text', (input) => {
    const html = renderLinkedText(input);
    expect(html).not.toContain('<a');
    expect(html).toContain('[x](');
  });

  it('escapes the text around and inside links', () => {
    expect(renderLinkedText('<b>[<i>hi</i>](https://a.example)')).toBe(
      '&lt;b&gt;<a href="https://a.example" target="_blank" rel="noopener noreferrer">&lt;i&gt;hi&lt;/i&gt;</a>',
    );
  });

  it('gives the plain text for titles and descriptions', () => {
    expect(plainText('See [our shop](https://a.example) now')).toBe('See our shop now');
  });
});
