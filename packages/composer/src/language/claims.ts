import { CATALOGS } from '../catalog/load';
import { onFirstUse } from '../on-first-use';

/**
 * Claims about how a business works, in English, Spanish, French and German (copy/detect/claims.json). Each is a fact like a
 * phone number: the site may state it only when the owner's description does ("family bakery" licenses
 * "family-run"), so the phrase banks, the model's copy and the tests are all checked against this list.
 */
export type Claim = {
  id: string;
  /** How the claim is put on a page, in each language. */
  says: RegExp;
  /** What in the description licenses it: a pattern, or a test given the words matched. */
  licensedBy: RegExp | ((match: string, description: string) => boolean);
};

const year = (match: string, description: string) =>
  (match.match(/\d{4}/g) ?? []).every((y) => description.includes(y));

// copy/detect/claims.json: each claim's wordings and what licenses it, as alternatives of a pattern.
const claims = (): Claim[] =>
  CATALOGS.detect.claims.map((claim) => ({
    id: claim.id,
    says: new RegExp(claim.says.join('|'), 'iu'),
    licensedBy: claim.licensedBy === 'its-year' ? year : new RegExp(claim.licensedBy.join('|'), 'iu'),
  }));

// JavaScript's \b knows only ASCII letters, so "\bétoiles" would never match after a space. A \b that
// opens an alternative becomes "no letter before", any other "no letter after" (cheaper than both ways).
function unicodeWords(re: RegExp, global = false): RegExp {
  const source = re.source
    .replace(/(^|\||\(\?:|\()\\b/g, '$1(?<![\\p{L}\\p{N}])')
    .replaceAll('\\b', '(?![\\p{L}\\p{N}])');
  return new RegExp(source, `iu${global ? 'g' : ''}`);
}
// Compiled on the first check, not at import: large case-insensitive Unicode patterns.
const compiled = onFirstUse(() =>
  claims().map((claim) => ({
    id: claim.id,
    says: unicodeWords(claim.says, true),
    licensedBy: typeof claim.licensedBy === 'function' ? claim.licensedBy : unicodeWords(claim.licensedBy),
  })),
);

export type ClaimFinding = { claim: string; match: string; text: string };

/** The claims a text makes that the description does not license. */
export function unlicensedClaims(text: string, description: string): ClaimFinding[] {
  const findings: ClaimFinding[] = [];
  for (const claim of compiled()) {
    for (const m of text.matchAll(claim.says)) {
      const licensed =
        typeof claim.licensedBy === 'function'
          ? claim.licensedBy(m[0], description)
          : claim.licensedBy.test(description);
      if (!licensed) findings.push({ claim: claim.id, match: m[0], text });
    }
  }
  return findings;
}
