import type { Industry } from '@mainstreet/site';
import { describe, expect, it } from 'vitest';
import { detectKind } from '../src/extract/facts';
import { composeBuiltin, PLACEHOLDER_TEXT } from '../src/index';
import {
  collectStrings,
  looksLikeAddress,
  looksLikeEmail,
  looksLikePhone,
  looksLikePrice,
} from './content-strings';

type KindCase = {
  prompt: string;
  /** The kind's noun, as the copy should call the business. */
  noun: string;
  industry: Industry;
  /** Listed offerings, lower case, in order: they must be the first services. */
  services: string[];
  hours?: string;
  phone?: string;
  /** Words no copy sentence may use for this business (another kind of business, claims not given). */
  not?: RegExp;
};

// A plumber has no menu and a dentist no kitchen: every non-food business is held to this.
const NOT_FOOD = /\b(?:menu|kitchen|cook(?:s|ing|ed)?|dish(?:es)?|hungry|restaurant|bakery)\b/i;
// A bakery or a café neither cooks to order nor makes dietary promises it was not told about.
const NOT_RESTAURANT =
  /\b(?:kitchen|menu|cook(?:s|ing|ed)?|dish(?:es)?|hungry|restaurant|made to order|allerg\w*|dietary|vegan|gluten)\b/i;

/** Descriptions the way owners type them: short, lower case, fragments, typos and emoji. */
const CASES: KindCase[] = [
  {
    prompt: 'Family bakery in Leeds, sourdough and custom cakes, open Tue–Sun 7–3',
    noun: 'bakery',
    industry: 'restaurant',
    services: ['sourdough', 'custom cakes'],
    hours: 'Tue–Sun 7–3',
    not: NOT_RESTAURANT,
  },
  {
    prompt: 'famly bakery in york, bread n cakes, open wed-sun 8-2 🥐',
    noun: 'bakery',
    industry: 'restaurant',
    services: ['bread', 'cakes'],
    hours: 'wed-sun 8-2',
    not: NOT_RESTAURANT,
  },
  {
    prompt: 'little coffee shop in york, flat whites, homemade cakes and brunch ☕',
    noun: 'coffee shop',
    industry: 'restaurant',
    services: ['flat whites', 'homemade cakes', 'brunch'],
    not: /\b(?:kitchen|restaurant|bakery|made to order|allerg\w*|dietary)\b/i,
  },
  {
    prompt: 'neighbourhood cafe in bristol, breakfasts, sandwiches and cakes, open mon-sat 8-4',
    noun: 'café',
    industry: 'restaurant',
    services: ['breakfasts', 'sandwiches', 'cakes'],
    hours: 'mon-sat 8-4',
    not: /\b(?:restaurant|bakery|allerg\w*|dietary)\b/i,
  },
  {
    prompt: 'pizzeria in naples fl, wood fired pizza and calzones, call 239-555-0199',
    noun: 'pizzeria',
    industry: 'restaurant',
    services: ['wood fired pizza', 'calzones'],
    phone: '239-555-0199',
    not: /\b(?:bakery|salon|café)\b/i,
  },
  {
    prompt: 'taco food truck in austin, birria tacos, quesadillas and churros 🌮',
    noun: 'food truck',
    industry: 'restaurant',
    services: ['birria tacos', 'quesadillas', 'churros'],
    not: /\b(?:pull up a chair|table|bakery|restaurant)\b/i,
  },
  {
    prompt: 'wedding caterer in kent, hog roasts, buffets and canapés',
    noun: 'catering business',
    industry: 'restaurant',
    services: ['hog roasts', 'buffets', 'canapés'],
    not: /\b(?:pull up a chair|bakery|come and eat with us)\b/i,
  },
  {
    prompt: 'florist in bath, wedding flowers, bouquets and funeral tributes 💐',
    noun: 'flower shop',
    industry: 'retail',
    services: ['wedding flowers', 'bouquets', 'funeral tributes'],
    not: NOT_FOOD,
  },
  {
    prompt: 'old school barber in glasgow, skin fades, beard trims and hot towel shaves. walk ins welcome',
    noun: 'barbershop',
    industry: 'beauty',
    services: ['skin fades', 'beard trims', 'hot towel shaves'],
    not: /\b(?:menu|kitchen|beauty|salon|spa)\b/i,
  },
  {
    prompt: 'hair salon in croydon - cuts, colour and balayage, tues-sat 9-6',
    noun: 'salon',
    industry: 'beauty',
    services: ['cuts', 'colour', 'balayage'],
    hours: 'tues-sat 9-6',
    not: NOT_FOOD,
  },
  {
    prompt: 'nail salon in dublin, gel nails, acrylics and pedicures 💅',
    noun: 'nail salon',
    industry: 'beauty',
    services: ['gel nails', 'acrylics', 'pedicures'],
    not: NOT_FOOD,
  },
  {
    prompt: 'emergency plumber in manchester, leaks, boilers and blocked drains, call 0161 555 0100',
    noun: 'plumbing business',
    industry: 'construction',
    services: ['leaks', 'boilers', 'blocked drains'],
    phone: '0161 555 0100',
    not: NOT_FOOD,
  },
  {
    prompt: 'plumer in hull, boiler repairs and bathroom fitting',
    noun: 'plumbing business',
    industry: 'construction',
    services: ['boiler repairs', 'bathroom fitting'],
    not: NOT_FOOD,
  },
  {
    prompt: 'electrician in cardiff, rewires, fuse boards and ev chargers ⚡',
    noun: 'electrical business',
    industry: 'construction',
    services: ['rewires', 'fuse boards', 'ev chargers'],
    not: NOT_FOOD,
  },
  {
    prompt: 'family dentist in reading, check-ups, hygiene and white fillings',
    noun: 'dental practice',
    industry: 'healthcare',
    services: ['check-ups', 'hygiene', 'white fillings'],
    not: NOT_FOOD,
  },
  {
    prompt: 'sports physio in leeds specialising in running injuries and sports massage',
    noun: 'physiotherapy practice',
    industry: 'healthcare',
    services: ['running injuries', 'sports massage'],
    not: NOT_FOOD,
  },
  {
    prompt: 'yoga studio in brighton, vinyasa, yin and pregnancy yoga 🧘',
    noun: 'yoga studio',
    industry: 'fitness',
    services: ['vinyasa', 'yin', 'pregnancy yoga'],
    not: /\b(?:menu|kitchen|gym|find your strong)\b/i,
  },
  {
    prompt: 'independent gym in sheffield, free weights, classes and personal training',
    noun: 'gym',
    industry: 'fitness',
    services: ['free weights', 'classes', 'personal training'],
    not: NOT_FOOD,
  },
  {
    prompt: 'personal trainer in london, weight loss, strength and nutrition coaching',
    noun: 'personal training',
    industry: 'fitness',
    services: ['weight loss', 'strength coaching', 'nutrition coaching'],
    not: /\b(?:menu|kitchen|our gym)\b/i,
  },
  {
    prompt: 'wedding photographer in the cotswolds, weddings, elopements and engagement shoots 📸',
    noun: 'photography business',
    industry: 'creative',
    services: ['weddings', 'elopements', 'engagement shoots'],
    not: NOT_FOOD,
  },
  {
    prompt: 'freelance web designer in norwich, wordpress sites, shopify stores and seo',
    noun: 'web design business',
    industry: 'creative',
    services: ['wordpress sites', 'shopify stores', 'seo'],
    not: NOT_FOOD,
  },
  {
    prompt: 'accountant in leicester for sole traders, tax returns, bookkeeping and payroll',
    noun: 'accountancy practice',
    industry: 'finance',
    services: ['tax returns', 'bookkeeping', 'payroll'],
    not: NOT_FOOD,
  },
  {
    prompt: 'family law solicitor in york, divorce, child arrangements and mediation',
    noun: 'law firm',
    industry: 'legal',
    services: ['divorce', 'child arrangements', 'mediation'],
    not: NOT_FOOD,
  },
  {
    prompt: 'mechanic in bolton, servicing, brakes and clutches. mon-fri 8-6',
    noun: 'garage',
    industry: 'automotive',
    services: ['servicing', 'brakes', 'clutches'],
    hours: 'mon-fri 8-6',
    not: NOT_FOOD,
  },
  {
    prompt: 'domestic cleaner in harrogate, regular cleans, deep cleans and end of tenancy cleans',
    noun: 'cleaning business',
    industry: 'professional',
    services: ['regular cleans', 'deep cleans', 'end of tenancy cleans'],
    not: NOT_FOOD,
  },
  {
    prompt: 'landscape gardener in surrey, patios, lawns and hedge cutting 🌿',
    noun: 'gardening business',
    industry: 'construction',
    services: ['patios', 'lawns', 'hedge cutting'],
    not: NOT_FOOD,
  },
  {
    prompt: 'maths tutor in leeds, gcse maths, a-level maths and 11+ prep',
    noun: 'tutoring',
    industry: 'education',
    services: ['gcse maths', 'a-level maths', '11+ prep'],
    not: /\b(?:menu|kitchen|our school)\b/i,
  },
  {
    prompt: 'mobile dog groomer in kent, full grooms, nail clipping and puppy trims 🐶',
    noun: 'dog grooming business',
    industry: 'beauty',
    services: ['full grooms', 'nail clipping', 'puppy trims'],
    not: /\b(?:menu|kitchen|beauty|skin|feel even better)\b/i,
  },
  {
    prompt: 'vet practice in exeter, vaccinations, neutering and dental care for cats and dogs',
    noun: 'veterinary practice',
    industry: 'healthcare',
    services: ['vaccinations', 'neutering', 'dental care'],
    not: /\b(?:menu|kitchen|your health)\b/i,
  },
  {
    prompt: 'second hand bookshop in hay, rare books, maps and prints',
    noun: 'bookshop',
    industry: 'retail',
    services: ['rare books', 'maps', 'prints'],
    not: NOT_FOOD,
  },
  {
    prompt: 'womens clothing boutique in harrogate, dresses, knitwear and accessories',
    noun: 'boutique',
    industry: 'retail',
    services: ['dresses', 'knitwear', 'accessories'],
    not: NOT_FOOD,
  },
  {
    prompt: 'estate agent in cheltenham, sales, lettings and property management',
    noun: 'estate agency',
    industry: 'real-estate',
    services: ['sales', 'lettings', 'property management'],
    not: NOT_FOOD,
  },
  {
    prompt: 'builder in derby, extensions, loft conversions and renovations',
    noun: 'building company',
    industry: 'construction',
    services: ['extensions', 'loft conversions', 'renovations'],
    not: NOT_FOOD,
  },
  {
    prompt: 'roofer in swansea, flat roofs, slate repairs and guttering',
    noun: 'roofing business',
    industry: 'construction',
    services: ['flat roofs', 'slate repairs', 'guttering'],
    not: NOT_FOOD,
  },
  {
    prompt: 'painter and decorator in bath, interior painting, wallpapering and exterior work',
    noun: 'decorating business',
    industry: 'construction',
    services: ['interior painting', 'wallpapering', 'exterior work'],
    not: NOT_FOOD,
  },
  {
    prompt: 'wedding planner in the lake district, full planning, on the day coordination and styling',
    noun: 'wedding planning business',
    industry: 'professional',
    services: ['full planning', 'on the day coordination', 'styling'],
    not: NOT_FOOD,
  },
  {
    prompt: 'wedding dj in essex, weddings, birthdays and corporate parties 🎧',
    noun: 'DJ service',
    industry: 'entertainment',
    services: ['weddings', 'birthdays', 'corporate parties'],
    not: NOT_FOOD,
  },
  {
    prompt: 'independent travel agent in chester, cruises, city breaks and safaris',
    noun: 'travel agency',
    industry: 'travel',
    services: ['cruises', 'city breaks', 'safaris'],
    not: NOT_FOOD,
  },
  {
    prompt: 'tattoo studio in camden, fine line, blackwork and cover ups',
    noun: 'tattoo studio',
    industry: 'creative',
    services: ['fine line', 'blackwork', 'cover ups'],
    not: NOT_FOOD,
  },
  {
    prompt: 'massage therapist in bristol, deep tissue, sports massage and pregnancy massage',
    noun: 'massage practice',
    industry: 'beauty',
    services: ['deep tissue', 'sports massage', 'pregnancy massage'],
    not: NOT_FOOD,
  },
  {
    prompt: 'optician in harrogate, eye tests, glasses and contact lenses 👓',
    noun: 'opticians',
    industry: 'healthcare',
    services: ['eye tests', 'glasses', 'contact lenses'],
    not: NOT_FOOD,
  },
  {
    prompt: 'independent pharmacy in leeds, prescriptions, flu jabs and travel vaccines',
    noun: 'pharmacy',
    industry: 'healthcare',
    services: ['prescriptions', 'flu jabs', 'travel vaccines'],
    not: NOT_FOOD,
  },
  {
    prompt: 'cake shop in leeds for birthdays, weddings and christenings 🎂',
    noun: 'bakery',
    industry: 'restaurant',
    services: ['birthdays', 'weddings', 'christenings'],
    not: NOT_RESTAURANT,
  },
  {
    prompt: 'mobile mechanic in Leeds serving Leeds and Bradford, servicing, brakes and diagnostics',
    noun: 'garage',
    industry: 'automotive',
    services: ['servicing', 'brakes', 'diagnostics'],
    not: NOT_FOOD,
  },
  {
    prompt: 'dog groomer for small dogs, full grooms and nail trims. tues-sat',
    noun: 'dog grooming business',
    industry: 'beauty',
    services: ['full grooms', 'nail trims'],
    not: /\b(?:menu|kitchen|beauty)\b/i,
  },
  {
    prompt: 'family run florist in york specialising in wedding flowers and sympathy tributes',
    noun: 'flower shop',
    industry: 'retail',
    services: ['wedding flowers', 'sympathy tributes'],
    not: NOT_FOOD,
  },
  {
    prompt: 'dog walker in bristol, group walks, solo walks and puppy visits 🐕',
    noun: 'dog walking business',
    industry: 'professional',
    services: ['group walks', 'solo walks', 'puppy visits'],
    not: NOT_FOOD,
  },
  {
    prompt: '24hr locksmith in leeds, lockouts, lock changes and upvc door repairs',
    noun: 'locksmith business',
    industry: 'construction',
    services: ['lockouts', 'lock changes', 'upvc door repairs'],
    not: NOT_FOOD,
  },
  {
    prompt: 'Crumbs & Co - family bakery in York, sourdough, pastries and celebration cakes',
    noun: 'bakery',
    industry: 'restaurant',
    services: ['sourdough', 'pastries', 'celebration cakes'],
    not: NOT_RESTAURANT,
  },
];

/** The strings a visitor reads as copy: not ids, theme names or the industry key. */
function copyStrings(content: ReturnType<typeof composeBuiltin>['content']): string[] {
  const parts = {
    hero: content.hero,
    about: content.about,
    servicesHeader: content.servicesHeader,
    services: content.services,
    sections: content.sections.map((s) => s.content),
    footer: content.footer.summary,
    description: content.meta.description,
  };
  return collectStrings(parts).map((s) => s.text);
}

const digits = (s: string) => s.replace(/\D/g, '');

describe('kinds of business, from the way owners describe them', () => {
  it('has at least 30 realistic descriptions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(CASES.map((c) => [c.prompt.slice(0, 60), c] as const))('%s', (_, c) => {
    const { content } = composeBuiltin({ prompt: c.prompt }, { now: new Date('2026-05-01') });
    const copy = copyStrings(content);

    it('detects the kind and its industry', () => {
      expect(detectKind(c.prompt)?.noun).toBe(c.noun);
      expect(content.meta.industry).toBe(c.industry);
    });

    it('keeps the listed offerings, by name, and adds none the owner did not name', () => {
      const names = content.services.map((s) => s.name.toLowerCase());
      expect(names).toEqual(c.services);
      // A card says nothing but a price the owner gave for it.
      for (const s of content.services) if (s.description) expect(c.prompt).toContain(s.description);
    });

    it('keeps hours and phone verbatim, and never turns them into services', () => {
      if (c.hours) expect(content.contact.hours).toBe(c.hours);
      else expect(content.contact.hours).toBe(PLACEHOLDER_TEXT.hours);
      if (c.phone) expect(content.contact.phone).toBe(c.phone);
      for (const s of content.services) {
        expect(s.name).not.toMatch(/\d{3,}|\bopen\b|\bcall\b|\bwelcome\b/i);
        if (c.hours) expect(s.name.toLowerCase()).not.toContain(c.hours.toLowerCase());
      }
    });

    it('invents no phone, email, address or price', () => {
      for (const text of copy) {
        for (const phone of looksLikePhone(text)) expect(digits(c.prompt)).toContain(digits(phone));
        for (const email of looksLikeEmail(text)) expect(c.prompt).toContain(email);
        for (const price of looksLikePrice(text)) expect(c.prompt).toContain(price);
        for (const address of looksLikeAddress(text)) expect(c.prompt).toContain(address);
        // Years, counts and awards are facts too.
        expect(text).not.toMatch(/\b(?:19|20)\d{2}\b|\b\d+\+?\s+(?:years|clients|customers)\b|award/i);
      }
    });

    it('speaks about this kind of business, and no other', () => {
      const kind = detectKind(c.prompt);
      const joined = copy.join(' ').toLowerCase();
      const phrase = (kind?.phrase ?? c.noun).replace(/^(?:an?|the)\s+/i, '');
      const named = [c.noun, phrase, c.noun.replace(/ business$/, '')].map((n) => n.toLowerCase());
      expect(named.some((n) => joined.includes(n))).toBe(true);
      if (c.not) for (const text of copy) expect(text).not.toMatch(c.not);
    });

    it('reads naturally without a name', () => {
      // The noun is never a stand-in subject ("Our bakery has been…", "Our kitchen serves…").
      const standIn = new RegExp(`(?:^|[.!?]\\s+)Our ${c.noun} (?:is|has|serves|makes|helps|was) `, 'i');
      for (const text of copy) {
        expect(text).not.toContain(PLACEHOLDER_TEXT.siteName);
        expect(text).not.toMatch(standIn);
        expect(text).not.toMatch(/\s{2}|\s[,.]|\.\.|\bour our\b|\bwe is\b|\bwe has\b/i);
      }
    });
  });
});

describe('the flagship example', () => {
  const prompt = 'Family bakery in Leeds, sourdough and custom cakes, open Tue–Sun 7–3';
  const { content } = composeBuiltin({ prompt });

  it('introduces the business by what it is, in the owner’s words, and asks for the name', () => {
    expect(content.siteName).toBe('Family bakery');
    expect(content.meta.facts?.missing).toContain('name');
    expect(content.hero.subtitle).toMatch(/family bakery in Leeds/i);
    expect(JSON.stringify(content)).not.toContain(PLACEHOLDER_TEXT.siteName);
  });

  it('names the services as listed and no others, and keeps the hours as typed', () => {
    expect(content.services.map((s) => s.name)).toEqual(['Sourdough', 'Custom cakes']);
    expect(content.contact.hours).toBe('Tue–Sun 7–3');
  });

  it('does not call it a bakery when it is something else', () => {
    expect(detectKind('Kids Kingdom Soft Play is an indoor play centre for under 8s with a cafe.')).toBe(
      undefined,
    );
    expect(detectKind('a small bakery that sells bread and cakes')?.noun).toBe('bakery');
  });
});

describe('a kind the table does not know', () => {
  it('still takes the offerings listed after it, and the owner’s words for it', () => {
    // (A pottery studio was the example here until it became a kind of its own.)
    const { content } = composeBuiltin({ prompt: 'glassblowing studio in leeds, vases, bowls and baubles' });
    expect(content.services.map((s) => s.name)).toEqual(['Vases', 'Bowls', 'Baubles']);
    expect(content.hero.subtitle).toMatch(/glassblowing studio in Leeds/i);
    expect(detectKind('glassblowing studio in leeds, vases, bowls and baubles')).toBeUndefined();
    expect(detectKind('pottery studio in leeds, mugs, bowls and vases')?.id).toBe('pottery-studio');
  });

  it('does not mistake a list or a request for a kind', () => {
    const list = composeBuiltin({ prompt: 'sourdough and custom cakes in leeds' }).content;
    expect(list.hero.subtitle).not.toMatch(/a sourdough/i);
    const request = composeBuiltin({ prompt: 'looking for a site for my shop' }).content;
    expect(request.hero.subtitle).not.toMatch(/a looking/i);
  });
});
