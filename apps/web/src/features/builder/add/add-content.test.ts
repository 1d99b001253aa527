import { describe, expect, it } from 'vitest';
import { setSlotMedia } from '../media/media';
import { makeContent } from '../testing/content-factory';
import {
  addFaqQuestion,
  addSection,
  addWidget,
  deleteService,
  moveSection,
  orderedSections,
  removeSection,
} from './add-content';

describe('adding sections, widgets and content', () => {
  it('adds each section type with starting content, last in order', () => {
    let content = makeContent();
    for (const type of ['about-expanded', 'features', 'pricing', 'cta', 'faq'] as const)
      content = addSection(content, type);
    expect(orderedSections(content).map((o) => o.section.type)).toEqual([
      'about-expanded',
      'features',
      'pricing',
      'cta',
      'faq',
    ]);
    const pricing = content.sections[2].content as { plans: { price: string }[] };
    // Prices are facts: the owner fills them in.
    expect(pricing.plans[0].price).toBe('');
    const faq = addFaqQuestion(content, 4).sections[4].content as { questions: unknown[] };
    expect(faq.questions).toHaveLength(2);
  });

  it('reorders and removes sections', () => {
    let content = addSection(addSection(addSection(makeContent(), 'faq'), 'cta'), 'features');
    content = moveSection(content, 2, -1);
    expect(orderedSections(content).map((o) => o.section.type)).toEqual(['faq', 'features', 'cta']);
    expect(moveSection(content, 0, -1)).toBe(content);
    content = removeSection(content, 0);
    expect(orderedSections(content).map((o) => o.section.type)).toEqual(['features', 'cta']);
  });

  it('builds widgets from what the site knows', () => {
    let content = setSlotMedia(makeContent(), 'hero', 'image', '/uploads/front.webp');
    content = addWidget(addWidget(addWidget(content, 'opening-hours'), 'map'), 'gallery');
    expect(content.widgets.map((w) => w.data)).toEqual([
      { title: 'Opening hours', hours: 'Tue–Sun 7–3' },
      { title: 'Find us', address: '1 Main St, Leeds' },
      { title: 'Gallery', images: [{ url: '/uploads/front.webp', alt: '' }] },
    ]);
  });

  it('deleting a service moves the placeholder marks of later services with them', () => {
    const content = makeContent({
      meta: { placeholders: ['services.0.description', 'services.1.description', 'contact.phone'] },
    });
    const after = deleteService(content, 0);
    expect(after.services.map((s) => s.name)).toEqual(['Custom cakes']);
    expect(after.meta.placeholders).toEqual(['services.0.description', 'contact.phone']);
  });
});
