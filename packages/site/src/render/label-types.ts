// The shape of the renderer's words (copy/<lang>/labels.json): a file of its own, so the generated
// copy/labels.ts index and render/labels.ts both read it without importing each other.
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
  /** The contact section's name of a number to text, and its link to text a number to call too. */
  text: string;
  sendText: string;
  /** The button to the owner's booking page, in place of its bare address. */
  book: string;
  rights: string;
  /** The credit lower plans carry: "Made with Mainstreet" (the name is never translated). */
  madeWith: string;
  /** The footer link to the hosting operator's report form. */
  report: string;
  notFound: string;
  notFoundText: string;
  goHome: string;
};

/** A language's labels file (copy/<lang>/labels.json): the labels, and words the renderer puts in front of facts. */
export type LabelsFile = Labels & {
  /** Before the hero's phone number ("Call 0161 …"). */
  call: string;
  /** Before a number the owner takes texts on only. */
  textTo: string;
  /** Before the year the business was founded ("Est. 1987"). */
  since: string;
  /** Small words that do not start a monogram ("The Daily Grind" → DG). */
  minorWords: string[];
  /** The labels said by one person, for a site whose owner writes "I" (meta.voice). */
  singular?: Partial<Omit<Labels, 'nav'>> & { nav?: Partial<Labels['nav']> };
  /** What the server answers a visitor of the site: the contact form's and the report form's pages. */
  visitor: VisitorWords;
};

/**
 * The server's pages for a visitor of a published site, in the site's language (`{site}`: its
 * name). An English site shows the server's own words for a refusal, which name the field.
 */
export type VisitorWords = {
  sentTitle: string;
  sent: string;
  backToSite: string;
  notSentTitle: string;
  notSent: string;
  backToForm: string;
  formClosed: string;
  formTooManyFromYou: string;
  formTooManyForSite: string;
  formInvalid: string;
  /** The contact form's fields, when one is refused. */
  formName: string;
  formEmail: string;
  formMessage: string;
  unavailableTitle: string;
  unavailable: string;
  unavailableText: string;
  notFoundTitle: string;
  notPublished: string;
  pageNotFound: string;
  siteGone: string;
  reportTitle: string;
  reportIntro: string;
  reportReason: string;
  reportDetails: string;
  reportEmail: string;
  reportSend: string;
  reportSentTitle: string;
  reportThanks: string;
  reportSent: string;
  reportTooMany: string;
  reportChooseReason: string;
  reportSayWhat: string;
  reportDetailsTooLong: string;
  reportEmailInvalid: string;
  /** The report form's choices (reports.schemas.ts's REPORT_REASONS). */
  reasons: Record<'phishing' | 'malware' | 'illegal' | 'copyright' | 'impersonation' | 'other', string>;
};
