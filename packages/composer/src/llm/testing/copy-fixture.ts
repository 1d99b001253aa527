import type { ModelCopy } from '../copy-schema';

/** A description with facts, and copy a good model writes for it (every fact from the description). */
export const NAPOLI_PROMPT =
  'Bella Napoli is a family-run pizzeria in Austin, TX. We offer wood-fired pizza, fresh pasta and tiramisu. Call (512) 555-0142.';

export function napoliCopy(overrides: Partial<ModelCopy> = {}): ModelCopy {
  return {
    headline: 'Wood-fired pizza, the Napoli way',
    subtitle: 'A family-run pizzeria in Austin, TX, cooking with a blazing oven and a warm welcome.',
    button: 'See the menu',
    about: 'Bella Napoli is a family pizzeria. Call (512) 555-0142 to ask about tonight’s specials.',
    servicesTitle: 'From our oven',
    servicesSubtitle: 'Simple dishes, done properly.',
    services: [
      { name: 'Wood-fired pizza', description: 'Blistered crusts straight from the oven.' },
      { name: 'Fresh pasta', description: 'Silky ribbons with bright sauces.' },
      { name: 'Tiramisu', description: 'Layered, creamy and rich.' },
    ],
    features: [
      { name: 'Family-run', description: 'Recipes handed down and cooked with care.' },
      { name: 'Wood-fired', description: 'A real oven for a real crust.' },
    ],
    faq: [
      { question: 'Can I bring the kids?', answer: 'Families are always welcome at our tables.' },
      { question: 'How do I book?', answer: 'Use the contact details on this page.' },
    ],
    aboutMore: 'Our dough rests before it meets the oven. It makes all the difference.',
    ctaTitle: 'Hungry?',
    ctaSubtitle: 'Come and share a pizza with us.',
    ctaButton: 'Visit us',
    footer: 'Family-run wood-fired pizza in Austin, TX.',
    seo: 'Bella Napoli: family-run wood-fired pizzeria in Austin, TX.',
    ...overrides,
  };
}
