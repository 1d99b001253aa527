import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentToast } from '../../../components/ui/toast';
import { setLanguage } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { type FakeReply, fakeApi, fakePublicConfig } from '../../../lib/testing/fake-api';
import { getOpenSiteId, setOpenSiteId } from '../site/current-site';
import { makeContent } from '../testing/content-factory';
import { GenerateScreen } from './generate-screen';
import type { GeneratedSite } from './generate-site';

function setup() {
  const onGenerated = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GenerateScreen onGenerated={onGenerated} />
    </QueryClientProvider>,
  );
  const field = screen.getByLabelText('Website Description') as HTMLTextAreaElement;
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Generate Website' }));
  return { onGenerated, field, submit };
}

describe('Generate screen', () => {
  // The dialogs are a lazy chunk the page fetches when the visitor reaches the form; here the module
  // is loaded once up front, as the browser would have by the time anyone presses Generate.
  beforeAll(async () => {
    await import('./generate-dialogs');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    setOpenSiteId(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for a description instead of sending an empty one', async () => {
    const calls = fakeApi({});
    const { field, submit } = setup();
    fireEvent.change(field, { target: { value: '   ' } });
    submit();
    expect(getCurrentToast()).toMatchObject({
      title: 'Prompt Required',
      description: 'Please enter a description for your website',
    });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Only the server's public configuration was read; nothing was sent to generate.
    expect(calls.map((c) => c.line).filter((line) => line !== 'GET /api/config')).toEqual([]);
  });

  it('mentions the bot check only when the operator configured one', async () => {
    vi.useRealTimers();
    const config = (recaptchaSiteKey: string | null) =>
      fakeApi({ 'GET /api/config': () => ({ body: fakePublicConfig({ recaptchaSiteKey }) }) });
    config(null);
    const first = render(
      <QueryClientProvider client={createQueryClient()}>
        <GenerateScreen />
      </QueryClientProvider>,
    );
    await screen.findByText('Pro Tips');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/protected by reCAPTCHA/)).toBeNull();
    first.unmount();

    config('site-key-from-the-operator');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <GenerateScreen />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/protected by reCAPTCHA/)).toBeTruthy();
  });

  it('rotates the example placeholder every 8 s', () => {
    const { field } = setup();
    const first = field.placeholder;
    act(() => vi.advanceTimersByTime(8_000));
    expect(field.placeholder).not.toBe(first);
  });

  it('shows progress phrases while generating, then opens the preview 100 ms after success', async () => {
    let finish: (reply: FakeReply<'POST /api/websites/generate'>) => void = () => {};
    // The server's public configuration (no bot check) answers at once; generation waits for `finish`.
    fakeApi({ 'POST /api/websites/generate': () => new Promise((resolve) => (finish = resolve)) });
    const { field, submit, onGenerated } = setup();
    fireEvent.change(field, { target: { value: 'A bakery in Leeds' } });
    submit();
    await act(async () => {});
    expect(screen.getByText('Creating Your Website')).toBeTruthy();
    expect(screen.getByText('Analyzing your business description...')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1_500));
    expect(screen.getByText('Identifying your industry and audience...')).toBeTruthy();

    const content = makeContent();
    await act(async () =>
      finish({
        body: { id: 'w1', name: "Rosie's Bakery", content, generator: 'builtin', warnings: [], notices: [] },
      }),
    );
    expect(getCurrentToast()?.title).toBe('Website Generated!');
    expect(field.value).toBe('');
    expect(getOpenSiteId()).toBe('w1');
    expect(onGenerated).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(100));
    expect(onGenerated).toHaveBeenCalledWith(expect.objectContaining({ id: 'w1' }));
  });

  it("shows the server's message when generation fails", async () => {
    fakeApi({
      'POST /api/websites/generate': () => ({
        status: 429,
        body: { message: 'You have reached the generation limit for today.' },
      }),
    });
    const { field, submit } = setup();
    fireEvent.change(field, { target: { value: 'A bakery in Leeds' } });
    submit();
    await act(async () => {});
    expect(getCurrentToast()).toMatchObject({
      title: 'Generation Failed',
      description: 'You have reached the generation limit for today.',
    });
    expect(field.value).toBe('A bakery in Leeds');
  });

  it('posts the description in the body, reads the streamed phases, then opens the site', async () => {
    const content = makeContent();
    const site: GeneratedSite = {
      id: 'w2',
      name: 'Rosa Bakery',
      content,
      generator: 'builtin',
      warnings: [],
      notices: [],
    };
    const done = JSON.stringify(site);
    const calls = fakeApi({
      'POST /api/websites/generate': () => ({
        events: [
          'event: phase\ndata: {"id":"reading","label":"Reading your description"}\n\nevent: ph',
          'ase\ndata: {"id":"images","label":"Making artwork"}\n\n',
          `event: done\ndata: ${done.slice(0, 40)}`,
          `${done.slice(40)}\n\n`,
        ],
      }),
    });
    const { field, submit } = setup();
    fireEvent.change(field, { target: { value: 'Rosa Bakery in Leeds' } });
    submit();
    await act(async () => {
      await vi.waitFor(() => expect(getCurrentToast()?.title).toBe('Website Generated!'));
    });
    expect(getOpenSiteId()).toBe('w2');
    const call = calls.find((c) => c.line === 'POST /api/websites/generate');
    expect(call?.url.search).toBe('');
    expect(call?.init).toMatchObject({ method: 'POST', headers: { Accept: 'text/event-stream' } });
    expect(call?.body).toMatchObject({ prompt: 'Rosa Bakery in Leeds' });
  });

  it('shows the message of an error event that ends the stream', async () => {
    fakeApi({
      'POST /api/websites/generate': () => ({
        events: [
          'event: phase\ndata: {"id":"reading","label":"Reading"}\n\n',
          'event: error\ndata: {"message":"You have reached the limit of 5 websites on the Starter plan.","status":403}\n\n',
        ],
      }),
    });
    const { field, submit } = setup();
    fireEvent.change(field, { target: { value: 'A bakery in Leeds' } });
    submit();
    await act(async () => {
      await vi.waitFor(() => expect(getCurrentToast()?.title).toBe('Generation Failed'));
    });
    expect(getCurrentToast()?.description).toBe(
      'You have reached the limit of 5 websites on the Starter plan.',
    );
    expect(field.value).toBe('A bakery in Leeds');
  });

  it('says a generation that failed on the server in the owner’s language', async () => {
    try {
      fakeApi({
        'POST /api/websites/generate': () => ({
          events: [
            'event: phase\ndata: {"id":"reading","label":"Reading"}\n\n',
            'event: error\ndata: {"message":"Failed to generate website","status":500,"messageId":"generationFailed"}\n\n',
          ],
        }),
      });
      const { field } = setup();
      const button = screen.getByRole('button', { name: 'Generate Website' });
      fireEvent.change(field, { target: { value: 'Une boulangerie à Lyon' } });
      await act(() => setLanguage('fr'));
      fireEvent.click(button);
      await act(async () => {
        await vi.waitFor(() => expect(getCurrentToast()?.title).toBe('Échec de la création'));
      });
      expect(getCurrentToast()?.description).toBe('Le site n’a pas pu être créé. Veuillez réessayer.');
    } finally {
      await setLanguage('en');
    }
  });

  it('says "Security Check Failed" when the bot check refuses the generation', async () => {
    fakeApi({
      'POST /api/websites/generate': () => ({
        status: 403,
        body: {
          code: 'BOT_CHECK_FAILED',
          title: 'Security Check Failed',
          message: 'Please try again. If the problem persists, contact support.',
        },
      }),
    });
    const { field, submit } = setup();
    fireEvent.change(field, { target: { value: 'A bakery in Leeds' } });
    submit();
    await act(async () => {
      await vi.waitFor(() => expect(getCurrentToast()?.title).toBe('Security Check Failed'));
    });
  });
});
