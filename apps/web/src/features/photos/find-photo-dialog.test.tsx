import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakePublicConfig } from '../../lib/testing/fake-api';
import { renderWithApp } from '../billing/testing/render-with-api';
import { MediaPanel } from '../builder/media/media-panel';
import { useMediaActions } from '../builder/media/use-media-actions';
import { createEditorStore, type EditorStore } from '../builder/store/editor-store';
import { makeContent } from '../builder/testing/content-factory';
import type { FoundPhoto } from './photo-api';

const config = (stockPhotos: 'unsplash' | 'pexels' | null) => fakePublicConfig({ stockPhotos });

const photo = (id: string, alt: string, author: string): FoundPhoto => ({
  id,
  provider: 'unsplash',
  alt,
  width: 4000,
  height: 3000,
  thumbUrl: `https://images.unsplash.com/${id}?w=400`,
  credit: {
    provider: 'unsplash',
    author,
    authorUrl: `https://unsplash.com/@${id}?utm_source=mainstreet&utm_medium=referral`,
    sourceUrl: 'https://unsplash.com/?utm_source=mainstreet&utm_medium=referral',
  },
});

function Panel({ store, save }: { store: EditorStore; save: () => Promise<void> }) {
  const actions = useMediaActions(store, save, () => {});
  return <MediaPanel store={store} slot="services.0" actions={actions} canUseAi={false} />;
}

function setup() {
  const store = createEditorStore({ websiteId: 'w1', content: makeContent() });
  const save = vi.fn(async () => {});
  renderWithApp(<Panel store={store} save={save} />, '/editor');
  return { store, save };
}

afterEach(() => vi.unstubAllGlobals());

describe('Find a photo', () => {
  it('searches for the service, and fills the slot with the chosen photo and its credit, by keyboard', async () => {
    const searches: string[] = [];
    const calls = fakeApi({
      'GET /api/config': () => ({ body: config('unsplash') }),
      // The search's answer depends on its words.
      'GET /api/photos/search': ({ url }) => {
        const q = url.searchParams.get('q') ?? '';
        searches.push(q);
        const photos =
          q === 'wedding cake'
            ? [photo('cake-1', 'A wedding cake', 'Ana Baker'), photo('cake-2', 'Cupcakes', 'Bo Chef')]
            : [];
        return { body: { provider: 'unsplash', photos } };
      },
      'POST /api/photos/pick': () => ({
        body: {
          url: '/uploads/p1.webp',
          alt: 'A wedding cake',
          credit: photo('cake-1', '', 'Ana Baker').credit,
        },
      }),
    });
    const { store, save } = setup();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Find a photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find a photo for Service 1' });
    const box = within(dialog).getByLabelText('Search photos');
    expect((box as HTMLInputElement).value).toBe('Sourdough');
    await waitFor(() => expect(searches).toEqual(['Sourdough']));
    expect(await within(dialog).findByText('No photos found. Try other words.')).toBeTruthy();

    await user.clear(box);
    await user.type(box, 'wedding cake{Enter}');
    const first = await within(dialog).findByRole('button', {
      name: 'Use photo: A wedding cake, by Ana Baker on Unsplash',
    });
    expect(within(first).getByRole('img').getAttribute('alt')).toBe('A wedding cake');
    expect(searches).toEqual(['Sourdough', 'wedding cake']);
    // Keyboard only: from the search box, past the Search button, to the first photo.
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.line === 'POST /api/photos/pick')?.body).toEqual({
      provider: 'unsplash',
      id: 'cake-1',
    });
    const service = store.getState().content.services[0];
    expect(service.imageUrl).toBe('/uploads/p1.webp');
    expect(service.imageCredit).toMatchObject({ provider: 'unsplash', author: 'Ana Baker' });
    await waitFor(() => expect(save).toHaveBeenCalled());
  });

  it('shows the server’s message when the search fails, and keeps the slot as it was', async () => {
    fakeApi({
      'GET /api/config': () => ({ body: config('unsplash') }),
      'GET /api/photos/search': () => ({
        status: 503,
        body: {
          message: 'Unsplash is limiting how many photos this server may look up; please try again later.',
        },
      }),
    });
    const { store } = setup();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Find a photo' }));
    expect(await screen.findByText(/Unsplash is limiting how many photos/)).toBeTruthy();
    expect(store.getState().content.services[0].imageUrl).toBeUndefined();
  });

  it('names the provider with a link, as Pexels and Unsplash ask', async () => {
    fakeApi({
      'GET /api/config': () => ({ body: config('pexels') }),
      'GET /api/photos/search': () => ({ body: { provider: 'pexels', photos: [] } }),
    });
    setup();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Find a photo' }));
    const link = await screen.findByRole('link', { name: 'Pexels' });
    expect(link.getAttribute('href')).toBe('https://www.pexels.com');
    expect(link.closest('p')?.textContent).toBe('Photos provided by Pexels');
  });

  it('is not offered when the server has no photo provider', async () => {
    const calls = fakeApi({ 'GET /api/config': () => ({ body: config(null) }) });
    setup();
    await waitFor(() => expect(calls.some((c) => c.line === 'GET /api/config')).toBe(true));
    expect(screen.getByRole('button', { name: /Upload image/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Find a photo' })).toBeNull();
  });
});
