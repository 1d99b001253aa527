import type { Content } from '../schema';

/** The few words the renderer itself writes, in the site's language (falls back to English). */
export type Labels = {
  /** The navigation's default link names, which the composer writes and a language change re-labels. */
  nav: { home: string; about: string; services: string; contact: string };
  skip: string;
  about: string;
  services: string;
  contact: string;
  more: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
  openingHours: string;
  findUs: string;
  viewOnMap: string;
  gallery: string;
  followUs: string;
  sendMessage: string;
  name: string;
  message: string;
  send: string;
  emailUs: string;
  rights: string;
  /** The credit lower plans carry: "Made with Mainstreet" (the name is never translated). */
  madeWith: string;
  notFound: string;
  notFoundText: string;
  goHome: string;
};

const en: Labels = {
  nav: { home: 'Home', about: 'About', services: 'Services', contact: 'Contact' },
  skip: 'Skip to content',
  about: 'About us',
  services: 'Services',
  contact: 'Contact us',
  more: 'More',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  hours: 'Hours',
  openingHours: 'Opening hours',
  findUs: 'Find us',
  viewOnMap: 'View on map',
  gallery: 'Gallery',
  followUs: 'Follow us',
  sendMessage: 'Send us a message',
  name: 'Name',
  message: 'Message',
  send: 'Send message',
  emailUs: 'Email',
  rights: 'All rights reserved.',
  madeWith: 'Made with Mainstreet',
  notFound: 'Page not found',
  notFoundText: 'The page you asked for is not here. It may have moved, or the address may have a typo.',
  goHome: 'Go to the home page',
};

const LABELS: Record<string, Labels> = {
  en,
  es: {
    nav: { home: 'Inicio', about: 'Nosotros', services: 'Servicios', contact: 'Contacto' },
    skip: 'Saltar al contenido',
    about: 'Sobre nosotros',
    services: 'Servicios',
    contact: 'Contacto',
    more: 'Más',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo',
    hours: 'Horario',
    openingHours: 'Horario de apertura',
    findUs: 'Cómo llegar',
    viewOnMap: 'Ver en el mapa',
    gallery: 'Galería',
    followUs: 'Síguenos',
    sendMessage: 'Escríbenos',
    name: 'Nombre',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    emailUs: 'Escribir a',
    rights: 'Todos los derechos reservados.',
    madeWith: 'Hecho con Mainstreet',
    notFound: 'Página no encontrada',
    notFoundText:
      'La página que buscas no está aquí. Puede que se haya movido o que la dirección tenga un error.',
    goHome: 'Ir a la página de inicio',
  },
  fr: {
    nav: { home: 'Accueil', about: 'À propos', services: 'Services', contact: 'Contact' },
    skip: 'Aller au contenu',
    about: 'À propos',
    services: 'Services',
    contact: 'Contact',
    more: 'Plus',
    address: 'Adresse',
    phone: 'Téléphone',
    email: 'E-mail',
    hours: 'Horaires',
    openingHours: "Horaires d'ouverture",
    findUs: 'Nous trouver',
    viewOnMap: 'Voir sur la carte',
    gallery: 'Galerie',
    followUs: 'Suivez-nous',
    sendMessage: 'Écrivez-nous',
    name: 'Nom',
    message: 'Message',
    send: 'Envoyer',
    emailUs: 'Écrire à',
    rights: 'Tous droits réservés.',
    madeWith: 'Créé avec Mainstreet',
    notFound: 'Page introuvable',
    notFoundText:
      "La page demandée n'est pas ici. Elle a peut-être été déplacée, ou l'adresse contient une erreur.",
    goHome: "Aller à la page d'accueil",
  },
  de: {
    nav: { home: 'Start', about: 'Über uns', services: 'Leistungen', contact: 'Kontakt' },
    skip: 'Zum Inhalt springen',
    about: 'Über uns',
    services: 'Leistungen',
    contact: 'Kontakt',
    more: 'Mehr',
    address: 'Adresse',
    phone: 'Telefon',
    email: 'E-Mail',
    hours: 'Öffnungszeiten',
    openingHours: 'Öffnungszeiten',
    findUs: 'Anfahrt',
    viewOnMap: 'Auf der Karte ansehen',
    gallery: 'Galerie',
    followUs: 'Folgen Sie uns',
    sendMessage: 'Schreiben Sie uns',
    name: 'Name',
    message: 'Nachricht',
    send: 'Nachricht senden',
    emailUs: 'E-Mail an',
    rights: 'Alle Rechte vorbehalten.',
    madeWith: 'Erstellt mit Mainstreet',
    notFound: 'Seite nicht gefunden',
    notFoundText:
      'Die gesuchte Seite gibt es hier nicht. Vielleicht wurde sie verschoben, oder die Adresse enthält einen Tippfehler.',
    goHome: 'Zur Startseite',
  },
};

export function labelsFor(language: string | undefined): Labels {
  return LABELS[(language ?? 'en').split('-')[0].toLowerCase()] ?? en;
}

/** The languages a site's fixed labels are written in, by their own names for the language picker. */
export const SITE_LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

const NAV_KEYS = {
  '#home': 'home',
  '#about': 'about',
  '#services': 'services',
  '#contact': 'contact',
} as const;

/**
 * The site in another language: `lang` and the renderer's labels follow `meta.language`; navigation
 * links and the copyright line still as the composer wrote them are re-labelled. The owner's own copy
 * and any name they changed stay as they are.
 */
export function withLanguage(content: Content, language: string): Content {
  const from = Object.values(LABELS);
  const to = labelsFor(language);
  const relabel = (link: { name: string; url: string }) => {
    const key = NAV_KEYS[link.url as keyof typeof NAV_KEYS];
    const isDefault = key && from.some((labels) => labels.nav[key] === link.name);
    return isDefault ? { ...link, name: to.nav[key] } : link;
  };
  let copyright = content.footer.copyright;
  for (const labels of from) {
    if (copyright.endsWith(` ${labels.rights}`)) {
      copyright = `${copyright.slice(0, -labels.rights.length)}${to.rights}`;
      break;
    }
  }
  return {
    ...content,
    navigation: { ...content.navigation, links: content.navigation.links.map(relabel) },
    footer: { ...content.footer, links: content.footer.links.map(relabel), copyright },
    meta: { ...content.meta, language },
  };
}
