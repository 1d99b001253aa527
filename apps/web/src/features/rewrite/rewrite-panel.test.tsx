import { PLANS } from '@mainstreet/site/plans';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanGrid } from '../billing/plan-grid';
import { fakeConfig, mockApi, renderWithApp } from '../billing/testing/render-with-api';
import { createEditorStore } from '../builder/editor-store';
import { makeContent } from '../builder/testing/content-factory';
import { RewritePanel } from './rewrite-panel';

afterEach(() => vi.unstubAllGlobals());

const store = () => createEditorStore({ websiteId: 'w1', content: makeContent() });

describe('the editor offers only what this server can do', () => {
  it('without a language model: only the built-in writer, no preset that would answer 503', async () => {
    mockApi({ 'GET /api/config': () => ({ body: fakeConfig({ languageModel: false }) }) });
    renderWithApp(
      <RewritePanel store={store()} siteId="w1" partKey="hero" onPartKeyChange={() => {}} />,
      '/',
    );
    await screen.findByRole('button', { name: 'Another version (built-in writer)' });
    await screen.findByRole('heading', { name: 'Write it again' });
    for (const name of ['Shorter', 'Friendlier', 'More formal', 'Simpler', 'Rewrite'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByLabelText('What to change')).toBeNull();
  });

  it('with a language model: the presets and the instruction box', async () => {
    mockApi({ 'GET /api/config': () => ({ body: fakeConfig({ languageModel: true }) }) });
    renderWithApp(
      <RewritePanel store={store()} siteId="w1" partKey="hero" onPartKeyChange={() => {}} />,
      '/',
    );
    await screen.findByRole('button', { name: 'Shorter' });
    expect(screen.getByLabelText('What to change')).toBeTruthy();
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
