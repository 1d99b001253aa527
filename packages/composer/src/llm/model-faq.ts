import {
  findAddresses,
  findEmails,
  findHours,
  findPhones,
  findPrices,
  phoneDigits,
} from '../extract/contact';
import { fixedCopyFor } from '../language/banks';
import { siteLanguage } from '../language/detect';
import { sectionLabelsFor } from '../section-labels';

export type Question = { question: string; answer: string };

/** The most questions a model adds to the facts' own. */
const MODEL_QUESTIONS = 4;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[¿?¡!.,:;"“”«»]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The questions the built-in composer answers with the owner's facts, in the site's language:
 * read from the copy catalog so a wording changed there is still recognised here.
 */
function factQuestions(language: string): Set<string> {
  const fixed = fixedCopyFor(siteLanguage(language));
  const labels = sectionLabelsFor(siteLanguage(language));
  return new Set(
    [
      fixed.hoursQuestion,
      fixed.whereQuestion,
      fixed.contactQuestion,
      labels.bookingQuestion,
      labels.parkingQuestion,
      labels.languagesQuestion,
      labels.areaQuestion,
      labels.pricesQuestion,
    ].map(normalise),
  );
}

/** The owner's facts a set of answers states: phones (as digits), emails, addresses, hours and prices. */
function factValues(answers: string[]): string[] {
  const text = answers.join('\n');
  return [
    ...findPhones(text).map(phoneDigits),
    ...findEmails(text),
    ...findAddresses(text),
    findHours(text) ?? '',
    ...findPrices(text).map((p) => p.price),
  ]
    .map((v) => normalise(v))
    .filter((v) => v.length >= 3);
}

const words = (question: string) => normalise(question).split(' ').filter(Boolean);

/**
 * Whether a model question asks what a facts question already answers: the same question, an
 * answer that repeats one of the facts, or the same opening word ("Where are you?" after "Where
 * can I find you?") with nothing but short words or one shared longer word besides.
 */
function asksAgain(model: Question, facts: Question[], values: string[]): boolean {
  const asked = normalise(model.question);
  if (facts.some((f) => normalise(f.question) === asked)) return true;
  const said = normalise(`${model.question} ${model.answer}`);
  const digits = said.replace(/\D/g, '');
  if (values.some((v) => said.includes(v) || (/^\d{7,}$/.test(v) && digits.includes(v)))) return true;
  const [first, ...rest] = words(model.question);
  return facts.some((f) => {
    const [factFirst, ...factRest] = words(f.question);
    if (first !== factFirst) return false;
    if (rest.length <= 2) return true;
    return rest.some((w) => w.length >= 4 && factRest.includes(w));
  });
}

/**
 * The FAQ of a model-written site: the built-in questions answered with the owner's facts stay
 * as they are, first; the model's general questions follow, each asked once and none asking again
 * what a fact already answers.
 */
export function mergeFaq(base: Question[], model: Question[], language: string): Question[] {
  const known = factQuestions(language);
  const facts = base.filter((q) => known.has(normalise(q.question)));
  const values = factValues(facts.map((q) => q.answer));
  const kept: Question[] = [];
  for (const q of model) {
    if (kept.length >= MODEL_QUESTIONS) break;
    if (kept.some((k) => normalise(k.question) === normalise(q.question))) continue;
    if (asksAgain(q, facts, values)) continue;
    kept.push(q);
  }
  return [...facts, ...kept];
}

/** The questions of a FAQ that the model added: not the built-in ones answered with the owner's facts. */
export function modelQuestions(questions: Question[], language: string): Question[] {
  const known = factQuestions(language);
  return questions.filter((q) => !known.has(normalise(q.question)));
}
