import type { SiteLanguage } from './language/detect';

/**
 * The few visible words the section logic adds (FAQ questions on the owner's facts, headings of
 * sections chosen by kind), in one small file so the wording catalog can take them over later.
 */
export type SectionLabels = {
  bookingQuestion: string;
  parkingQuestion: string;
  languagesQuestion: string;
  areaQuestion: string;
  pricesQuestion: string;
  /** Headings of the sections a kind or a description calls for. */
  menu: string;
  priceList: string;
  schedule: string;
  area: string;
  visit: string;
  /** Card names of the visit block. */
  hours: string;
  booking: string;
  parking: string;
  prices: string;
};

const LABELS: Record<string, SectionLabels> = {
  en: {
    bookingQuestion: 'Do I need to book?',
    parkingQuestion: 'Is there parking?',
    languagesQuestion: 'Which languages do you speak?',
    areaQuestion: 'Which areas do you cover?',
    pricesQuestion: 'What does it cost?',
    menu: 'Menu',
    priceList: 'Prices',
    schedule: 'Timetable',
    area: 'Where we work',
    visit: 'Plan your visit',
    hours: 'Opening hours',
    booking: 'Booking',
    parking: 'Parking',
    prices: 'Prices',
  },
  es: {
    bookingQuestion: '¿Hace falta reservar?',
    parkingQuestion: '¿Hay aparcamiento?',
    languagesQuestion: '¿Qué idiomas habláis?',
    areaQuestion: '¿En qué zonas trabajáis?',
    pricesQuestion: '¿Cuánto cuesta?',
    menu: 'Carta',
    priceList: 'Precios',
    schedule: 'Horario de clases',
    area: 'Dónde trabajamos',
    visit: 'Antes de venir',
    hours: 'Horario',
    booking: 'Reservas',
    parking: 'Aparcamiento',
    prices: 'Precios',
  },
  fr: {
    bookingQuestion: 'Faut-il réserver ?',
    parkingQuestion: 'Peut-on se garer ?',
    languagesQuestion: 'Quelles langues parlez-vous ?',
    areaQuestion: 'Dans quels secteurs intervenez-vous ?',
    pricesQuestion: 'Quels sont vos tarifs ?',
    menu: 'La carte',
    priceList: 'Tarifs',
    schedule: 'Planning',
    area: 'Où nous intervenons',
    visit: 'Préparer votre visite',
    hours: 'Horaires',
    booking: 'Réservation',
    parking: 'Stationnement',
    prices: 'Tarifs',
  },
  de: {
    bookingQuestion: 'Muss ich reservieren?',
    parkingQuestion: 'Gibt es Parkplätze?',
    languagesQuestion: 'Welche Sprachen sprechen Sie?',
    areaQuestion: 'In welchem Gebiet sind Sie unterwegs?',
    pricesQuestion: 'Was kostet es?',
    menu: 'Speisekarte',
    priceList: 'Preise',
    schedule: 'Stundenplan',
    area: 'Wo wir arbeiten',
    visit: 'Ihr Besuch',
    hours: 'Öffnungszeiten',
    booking: 'Termine',
    parking: 'Parken',
    prices: 'Preise',
  },
};

export function sectionLabelsFor(language: SiteLanguage | string): SectionLabels {
  return LABELS[language] ?? LABELS.en;
}
