import { describe, expect, it } from 'vitest';
import { unlicensedClaims } from './claims';

const claimsIn = (text: string, description: string) =>
  unlicensedClaims(text, description).map((f) => f.claim);

describe('unlicensedClaims', () => {
  it.each([
    ['Every dish is cooked when you order it, not before.', 'Pizzeria in Leeds', 'made-to-order'],
    ['We prepare our sauces in house.', 'Pizzeria in Leeds', 'in-house'],
    ['Get a free quote', 'Roofer in Hull', 'free'],
    ['A family-run business since 1987.', 'Roofer in Hull', 'family-run'],
    ['A family-run business since 1987.', 'Roofer in Hull', 'since-year'],
    ['Fully licensed and insured.', 'Electrician in Hull', 'credentials'],
    ['Over 20 years of experience.', 'Electrician in Hull', 'experience'],
    ['Same-day repairs.', 'Bike shop', 'same-day'],
    ['Available 24/7.', 'Locksmith', 'around-the-clock'],
    ['Rated 5 stars by our customers.', 'Dentist', 'ratings'],
    ['The best pizza in town.', 'Pizzeria', 'the-best'],
    ['Satisfaction guaranteed.', 'Cleaner', 'guarantee'],
    ['Hundreds of happy customers.', 'Cleaner', 'customer-count'],
    ['An award-winning salon.', 'Hair salon', 'awards'],
    ['We turn up when we say we will.', 'Builder in Hull', 'punctuality'],
    ['We do what we say we will.', 'Florist in Bath', 'punctuality'],
    ['If something is not right, we will put it right.', 'Florist in Bath', 'guarantee'],
    ['Returns filed on time.', 'Accountant in Leeds', 'punctuality'],
    ['We agree the details with you in writing.', 'Builder in Hull', 'in-writing'],
    ['We clean up every day and leave every site tidy.', 'Decorator in York', 'tidiness'],
    ['Siempre llegamos a tiempo.', 'Fontanero en Bilbao', 'punctuality'],
    ['Devis par écrit.', 'Plombier à Lyon', 'in-writing'],
    ['Pünktlich und sauber hinterlassen.', 'Maler in Köln', 'punctuality'],
    // Spanish, French and German.
    ['Presupuesto sin compromiso.', 'Fontanero en Bilbao', 'free'],
    ['Una empresa familiar con la mejor calidad.', 'Fontanero en Bilbao', 'family-run'],
    ['Tartas caseras cada día.', 'Panadería en Madrid', 'in-house'],
    ['Devis gratuit sous 24h.', 'Plombier à Lyon', 'free'],
    ['Artisan certifié, pain fait maison.', 'Boulangerie à Lyon', 'in-house'],
    ['Nos clients nous donnent 5 étoiles.', 'Coiffeur à Paris', 'ratings'],
    ['Kostenloses Angebot, rund um die Uhr erreichbar.', 'Klempner in Köln', 'free'],
    ['Ein Familienbetrieb seit 1971.', 'Bäckerei in München', 'family-run'],
    ['Meisterbetrieb mit Garantie.', 'Elektriker in Bonn', 'guarantee'],
  ])('"%s" is a claim that "%s" does not make', (text, description, claim) => {
    expect(claimsIn(text, description)).toContain(claim);
  });

  it.each([
    ['A family-run bakery in Leeds.', 'Family bakery in Leeds'],
    ['Free quotes and same-day call-outs.', 'Plumber in Leeds, free quotes, same day call-outs'],
    ['Always on time, written quotes.', 'Roofer in Hull, always on time, written quotes'],
    ['Arreglos y trabajos puntuales.', 'Manitas en Sevilla'],
    ['Réparations et interventions ponctuelles.', 'Plombier à Lyon'],
    ['Baking since 1971.', 'Bäckerei seit 1971 in München'],
    ['Una panadería familiar en Madrid.', 'Panadería familiar en Madrid'],
    ['Devis gratuit.', 'Plombier à Lyon, devis gratuit'],
    ['Ein Familienbetrieb seit 1971.', 'Familienbetrieb seit 1971 in München'],
    ['Tell us what you need and we will get back to you.', 'Roofer'],
    ['Dites-nous ce dont vous avez besoin.', 'Plombier'],
    ['We review every enquiry carefully.', 'Joinery workshop'],
  ])('"%s" is fine for "%s"', (text, description) => {
    expect(claimsIn(text, description)).toEqual([]);
  });

  it('does not license "since 1987" with another year', () => {
    expect(claimsIn('Roofing since 1987.', 'Roofers since 1990')).toEqual(['since-year']);
  });
});
