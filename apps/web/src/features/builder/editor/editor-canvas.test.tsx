import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n';
import { createEditorStore } from '../store/editor-store';
import { makeContent } from '../testing/content-factory';
import { EditorCanvas } from './editor-canvas';

async function renderCanvas() {
  const store = createEditorStore({ websiteId: 'w1', content: makeContent() });
  const onSelectSlot = vi.fn();
  const onTextTarget = vi.fn();
  const view = render(
    <EditorCanvas
      store={store}
      title="Rosie"
      selectedSlot="hero"
      onSelectSlot={onSelectSlot}
      onTextTarget={onTextTarget}
    />,
  );
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  const doc = (view.container.querySelector('iframe') as HTMLIFrameElement).contentDocument as Document;
  return { store, doc, onSelectSlot, onTextTarget };
}

describe('editor canvas', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await setLanguage('en');
  });

  it('cues an empty text in the owner’s language, not the site’s English', async () => {
    await setLanguage('de');
    const { doc } = await renderCanvas();
    const css = Array.from(doc.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    expect(css).toContain('[data-empty]:empty::before{content:"Text eingeben"}');
    // The site's own cue comes first; the canvas's later rule wins.
    expect(css.lastIndexOf('Text eingeben')).toBeGreaterThan(css.lastIndexOf('Add text'));
  });

  it('renders the site with edit hooks and highlights placeholders', async () => {
    const { doc } = await renderCanvas();
    expect(doc.querySelector('[data-path="hero.headline"]')?.textContent).toBe('Fresh bread every morning');
    expect(doc.querySelector('[data-path="contact.phone"]')?.hasAttribute('data-placeholder')).toBe(true);
    expect(doc.querySelector('[data-media-path="hero"]')?.hasAttribute('data-media-selected')).toBe(true);
  });

  it('edits a text in place: typing updates the content, leaving the field shows it rendered', async () => {
    const { store, doc, onTextTarget } = await renderCanvas();
    const headline = doc.querySelector<HTMLElement>('[data-path="hero.headline"]') as HTMLElement;
    await act(async () => headline.focus());
    expect(headline.getAttribute('contenteditable')).toBe('plaintext-only');
    headline.textContent = 'Bread worth getting up for';
    await act(async () => headline.dispatchEvent(new Event('input', { bubbles: true })));
    expect(store.getState().content.hero.headline).toBe('Bread worth getting up for');
    expect(store.getState().hasUnsavedChanges).toBe(true);
    await act(async () => headline.blur());
    expect(headline.hasAttribute('contenteditable')).toBe(false);
    expect(doc.querySelector('[data-path="hero.headline"]')?.textContent).toBe('Bread worth getting up for');
    expect(onTextTarget).toHaveBeenCalledWith(expect.objectContaining({ path: 'hero.headline' }));
  });

  it('filling a placeholder removes its highlight', async () => {
    const { doc } = await renderCanvas();
    const phone = doc.querySelector<HTMLElement>('[data-path="contact.phone"]') as HTMLElement;
    await act(async () => phone.focus());
    phone.textContent = '0113 496 0000';
    await act(async () => phone.dispatchEvent(new Event('input', { bubbles: true })));
    await act(async () => phone.blur());
    const after = doc.querySelector('[data-path="contact.phone"]');
    expect(after?.textContent).toContain('0113 496 0000');
    expect(after?.hasAttribute('data-placeholder')).toBe(false);
  });

  it('shows undo at once in the canvas', async () => {
    const { store, doc } = await renderCanvas();
    await act(async () => store.edit({ ...store.getState().content, siteName: 'Rosie & Co' }));
    expect(doc.querySelector('[data-path="siteName"]')?.textContent).toBe('Rosie & Co');
    await act(async () => store.undo());
    expect(doc.querySelector('[data-path="siteName"]')?.textContent).toBe("Rosie's Bakery");
  });

  it('a click on a service picks its media slot', async () => {
    const { doc, onSelectSlot } = await renderCanvas();
    const name = doc.querySelector<HTMLElement>('[data-path="services.1.name"]') as HTMLElement;
    await act(async () => name.click());
    // On its text: the slot is picked, and the owner is editing words, not the picture.
    expect(onSelectSlot).toHaveBeenCalledWith('services.1', true);
    const card = name.closest('li, article')?.querySelector('[data-media-path="services.1"]') as HTMLElement;
    await act(async () => card.click());
    expect(onSelectSlot).toHaveBeenLastCalledWith('services.1', false);
  });
});
