import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n';
import { describeWriter, rememberWriter, WriterNotice } from './writer-notice';

afterEach(async () => {
  sessionStorage.clear();
  await setLanguage('en');
});

describe('WriterNotice', () => {
  it('tells the owner the built-in writer wrote the copy, and why the model did not', () => {
    rememberWriter('s1', {
      generator: 'builtin',
      modelFailure: 'the language model refused this server’s key',
    });
    render(<WriterNotice siteId="s1" />);
    expect(screen.getByRole('status').textContent).toBe(
      'The built-in writer wrote this copy: the language model refused this server’s key.',
    );
  });

  it('shows every other fallback of the generation in words the owner can act on', () => {
    const busy = 'The image service was busy: built-in artwork was used. Try AI image later.';
    rememberWriter('s3', {
      generator: 'builtin',
      modelFailure: 'the language model was busy',
      warnings: [
        'The built-in writer wrote this site because the language model was busy. Every word can be edited, or generate again later.',
        busy,
      ],
    });
    render(<WriterNotice siteId="s3" />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([busy]);
  });

  it('says why the model did not write it, and what else fell back, in the owner’s language', async () => {
    rememberWriter('s4', {
      generator: 'builtin',
      modelFailure: 'the language model was busy',
      modelFailureId: 'modelBusy',
      warnings: ['The image service was busy: the page was laid out without its pictures.'],
      notices: [
        { messageId: 'picturesBusy', message: 'The image service was busy: …' },
        {
          messageId: 'generationNoName',
          params: { placeholder: 'Tu negocio' },
          message: 'No business name …',
        },
      ],
    });
    await setLanguage('es');
    render(<WriterNotice siteId="s4" />);
    expect(screen.getByRole('status').textContent).toContain(
      'El redactor integrado ha escrito estos textos: el modelo de lenguaje estaba ocupado.',
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'El servicio de imágenes estaba ocupado: la página se ha maquetado sin sus imágenes. Añade tus propias fotos o prueba «Imagen con IA» más tarde.',
      'No se ha encontrado el nombre del negocio en la descripción; sustituye «Tu negocio».',
    ]);
  });

  it('counts the statements it left out in German and French', async () => {
    const outcome = {
      generator: 'model' as const,
      notices: [
        { messageId: 'generationRemoved', params: { count: 2 }, message: 'Removed 2 statement(s) …' },
      ],
    };
    await setLanguage('de');
    rememberWriter('s5', outcome);
    const { unmount } = render(<WriterNotice siteId="s5" />);
    expect(screen.getByRole('listitem').textContent).toBe(
      '2 Aussagen wurden entfernt, die die Beschreibung nicht belegt.',
    );
    unmount();
    await setLanguage('fr');
    expect(describeWriter({ generator: 'builtin', modelFailureId: 'modelTooSlow' })).toBe(
      'Le rédacteur intégré a rédigé ces textes : le modèle de langage a mis trop de temps.',
    );
  });

  it('says when the model wrote it, and goes away for good when dismissed', () => {
    rememberWriter('s2', { generator: 'model' });
    const { unmount } = render(<WriterNotice siteId="s2" />);
    expect(screen.getByRole('status').textContent).toContain('The language model wrote this copy.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    render(<WriterNotice siteId="s2" />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing for a site it knows nothing about', () => {
    render(<WriterNotice siteId="other" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
