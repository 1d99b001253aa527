/**
 * One description for each of twenty kinds whose pictures reviewers check (issue 28): the sites of
 * docs/screenshots/kind-<id>-<width>.png. Several name words that once drew another trade's icon
 * ("family-run", "sushi bar", "tailored", "classes").
 */
export const KIND_SHOWCASE: { name: string; prompt: string }[] = [
  { name: 'bakery', prompt: 'Rosa Bakery is a family bakery in Leeds. Sourdough and cakes.' },
  {
    name: 'restaurant',
    prompt:
      'Baan Thai is a family-run Thai restaurant in Portland. Curries, noodles and soups. Call (503) 555-0172.',
  },
  {
    name: 'cafe',
    prompt:
      'Corner Cup is a cafe in Bristol serving breakfast, sandwiches and homemade cakes. Open daily 8–4.',
  },
  {
    name: 'hair-salon',
    prompt: 'Salon Élise est un salon de coiffure à Lyon : coupes, couleur et balayage. Tél. 04 72 00 12 34.',
  },
  {
    name: 'barber',
    prompt:
      'Fade Kings is a barbershop in Brooklyn. Haircuts, beard trims and hot towel shaves. Call 718-555-0123.',
  },
  {
    name: 'dentist',
    prompt: 'Bright Smile Dental is a family dentist in Denver offering check-ups, whitening and implants.',
  },
  {
    name: 'lawyer',
    prompt:
      'Hartley & Moss is a law firm in Boston handling family law, lawsuits and wills. Tailored advice. Call (617) 555-0190.',
  },
  {
    name: 'plumber',
    prompt:
      "joe's plumbing is a family plumber in leeds. we fix leaks, boilers and bathrooms. ring 0113 496 0123",
  },
  {
    name: 'electrician',
    prompt:
      'Bright Spark Electric is a licensed electrician in Auckland doing rewiring, lighting and safety inspections.',
  },
  {
    name: 'mechanic',
    prompt:
      "Dale's Auto Repair is a garage in Tulsa, OK. Brakes, oil changes and engine diagnostics. Call (918) 555-0144.",
  },
  {
    name: 'yoga',
    prompt:
      'Luna Yoga is a yoga studio in Austin with vinyasa, yin and beginner classes, and a gym-style strength class on Fridays.',
  },
  {
    name: 'photographer',
    prompt:
      'Studio Marlow is a photographer in Brighton specialising in weddings, portraits and family shoots.',
  },
  {
    name: 'florist',
    prompt:
      'Petal & Stem is a florist in Bath making wedding bouquets, funeral flowers and weekly subscriptions.',
  },
  {
    name: 'pottery-studio',
    prompt:
      'Clay Corner is a pottery studio in Asheville with wheel-throwing classes, courses for beginners and open studio.',
  },
  {
    name: 'choir',
    prompt:
      'Harmony Voices is a community choir in Leeds. We rehearse Thursdays 7:30pm. Learn to sing, no auditions.',
  },
  {
    name: 'therapist',
    prompt:
      'Dr. Amy Cole is a therapist and counsellor in Seattle helping adults with anxiety, grief and relationships.',
  },
  {
    name: 'accountant',
    prompt:
      'Ng & Patel Accounting is an accounting firm in Sydney: tax returns, bookkeeping and payroll. Call 02 9123 4567.',
  },
  {
    name: 'dog-groomer',
    prompt:
      'Hundesalon Bello ist ein Hundesalon in München. Baden, Scheren und Krallenpflege. Telefon 089 1234567.',
  },
  {
    name: 'bed-and-breakfast',
    prompt:
      'Rose Cottage is a bed and breakfast in York with four rooms, full English breakfast and a garden.',
  },
  {
    name: 'sushi-bar',
    prompt: 'Umi is a sushi bar in Seattle. Nigiri, sashimi and hand rolls. Open Tue–Sun 5–10.',
  },
];
