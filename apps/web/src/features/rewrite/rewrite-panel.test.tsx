import { PLANS } from '@mainstreet/site/plans';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePublicConfig } from '../../lib/public-config';
import { PlanGrid } from '../billing/plan-grid';
import { fakeConfig, mockApi, renderWithApp } from '../billing/testing/render-with-api';
import { createEditorStore } from '../builder/store/editor-store';
import { makeContent } from '../builder/testing/content-factory';
import { RewritePanel } from './rewrite-panel';

afterEach(() => vi.unstubAllGlobals());

/** Shows once the server's configuration is read: the panel beside it has read it too. */
function ConfigLoaded() {
  return usePublicConfig() ? <p>Configuration read</p> : null;
}

const store = () => createEditorStore({ websiteId: 'w1', content: makeContent() });

describe('the editor offers only what this server can do', () => {
  it('without a language model: nothing that would give the same words back (the built-in writer has one wording)', async () => {
    mockApi({ 'GET /api/config': () => ({ body: fakeConfig({ languageModel: false }) }) });
    const { container } = renderWithApp(
      <>
        <ConfigLoaded />
        <RewritePanel store={store()} siteId="w1" partKey="hero" onPartKeyChange={() => {}} />
      </>,
      '/',
    );
    await screen.findByText('Configuration read');
    for (const name of ['Another version (built-in writer)', 'Shorter', 'Rewrite'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(container.textContent).toBe('Configuration read');
  });

  it('with a language model: the presets and the instruction box', async () => {
    mockApi({ 'GET /api/config': () => ({ body: fakeConfig({ languageModel: true }) }) });
    renderWithApp(
      <RewritePanel store={store()} siteId="w1" partKey="hero" onPartKeyChange={() => {}} />,
      '/',
    );
    await screen.findByRole('button', { name: 'Shorter' });
    expect(screen.getByLabelText('What to change')).toBeTruthy();
    // The built-in writer's wording is another version of the model's.
    expect(screen.getByRole('button', { name: 'Another version (built-in writer)' })).toBeTruthy();
  });

  it('plan cards sell AI images only where an image model is configured', async () => {
    const aiLine = PLANS.builder.features.find((f) => /AI image/.test(f)) ?? '';
    expect(aiLine).not.toBe('');
    mockApi({ 'GET /api/config': () => ({ body: fakeConfig({ imageModel: false }) }) });
    const { unmount } = renderWithApp(
      <PlanGrid currentPlan="starter" busyPlan={null} onChoose={() => {}} />,
      '/',
    );
    await screen.findByRole('heading', { name: PLANS.builder.name });
    expect(screen.queryByText(aiLine)).toBeNull();
    unmount();
    mockApi({ 'GET /api/config': () => ({ body: fakeConfig({ imageModel: true, images: 'model' }) }) });
    renderWithApp(<PlanGrid currentPlan="starter" busyPlan={null} onChoose={() => {}} />, '/');
    await screen.findByText(aiLine);
  });
});
