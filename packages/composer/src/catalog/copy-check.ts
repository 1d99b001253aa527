import { unlicensedClaims } from '../language/claims';
import { createRandom, expandChoices, fill, hashString, joinList, type TemplateVars } from '../text';
import {
  holdsTemplates,
  readCatalogFile,
  schemaForFile,
  templatesIn,
  WORDINGS_CAP,
  wordingsOf,
} from './files';

/** What copy:check tells a writer about one catalog file. */
export type CopyReport = {
  file: string;
  /** The first problems with the file's shape; nothing else is checked then. */
  invalid?: string[];
  templates: number;
  wordings: number;
  /** Templates over the cap, with where they are. */
  overCap: string[];
  /** Claims a template makes that no description licenses ("award-winning", "24/7"), with where. */
  claims: string[];
  /** Five wordings filled with sample values, as a site would show them. */
  samples: string[];
};

// Values a site might have, so a sample reads as copy rather than as a template.
const SAMPLE: Record<string, TemplateVars> = {
  en: { name: 'Brightside', location: 'Leeds', year: '1998', services: 'repairs, servicing and advice' },
  es: {
    name: 'Brisa',
    location: 'Madrid',
    year: '1998',
    services: 'reparaciones, revisiones y asesoramiento',
  },
  fr: { name: 'Brise', location: 'Lyon', year: '1998', services: 'réparations, entretien et conseils' },
  de: { name: 'Brise', location: 'Leipzig', year: '1998', services: 'Reparaturen, Wartung und Beratung' },
};

const SAMPLES = 5;

/** The noun a kind's copy is written around, from the registry; a generic one elsewhere. */
function nounOf(language: string, group: string, id: string, dir?: string): string {
  if (group === 'kinds') {
    const registry = readCatalogFile('kinds', dir) as Array<{ id: string; noun: Record<string, string> }>;
    const noun = registry.find((k) => k.id === id)?.noun[language];
    if (noun) return noun;
  }
  return { en: 'business', es: 'negocio', fr: 'entreprise', de: 'Betrieb' }[language] ?? 'business';
}

/** Checks one catalog file (a path under copy/ without .json, "en/kinds/bakery"). */
export function checkCatalogFile(file: string, dir?: string): CopyReport {
  const report: CopyReport = { file, templates: 0, wordings: 0, overCap: [], claims: [], samples: [] };
  const schema = schemaForFile(file);
  const data = readCatalogFile(file, dir);
  if (!schema) return { ...report, invalid: ['not a catalog the composer reads (see copy/README.md)'] };
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    return {
      ...report,
      invalid: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`),
    };
  if (!holdsTemplates(file)) return report;

  const [language, group, id] = file.split('/');
  const noun = (data as { noun?: string }).noun ?? nounOf(language, group, id, dir);
  const offered = ((data as { services?: Array<{ name: string }> }).services ?? []).map((s) => s.name);
  const sample = SAMPLE[language] ?? SAMPLE.en;
  const vars: TemplateVars = {
    ...sample,
    noun,
    kind: `${language === 'en' ? (/^[aeiou]/i.test(noun) ? 'an' : 'a') : ''} ${noun}`.trim(),
    services:
      offered.length >= 2
        ? joinList(
            offered.slice(0, 3).map((s) => s.toLowerCase()),
            { en: ' and ', es: ' y ', fr: ' et ', de: ' und ' }[language],
          )
        : sample.services,
    service: offered[0] ?? 'Repairs',
    lang: language,
  };
  const templates = templatesIn(data).filter(({ at }) => at !== 'noun');
  report.templates = templates.length;
  for (const { at, template } of templates) {
    const count = wordingsOf(template);
    report.wordings += count;
    if (count > WORDINGS_CAP) report.overCap.push(`${at}: ${count} wordings (cap ${WORDINGS_CAP})`);
    for (const wording of expandChoices(template))
      for (const finding of unlicensedClaims(wording, ''))
        report.claims.push(`${at}: "${finding.match}" (${finding.claim})`);
  }
  report.claims = [...new Set(report.claims)];

  // Spread over the file and seeded by its name, so a run shows the same samples until the copy changes.
  const random = createRandom(hashString(file));
  for (let i = 0; i < Math.min(SAMPLES, templates.length); i++) {
    const { at, template } = templates[Math.floor(((i + random()) * templates.length) / SAMPLES)];
    const wordings = expandChoices(template);
    report.samples.push(`${at}: ${fill(wordings[Math.floor(random() * wordings.length)], vars)}`);
  }
  return report;
}
