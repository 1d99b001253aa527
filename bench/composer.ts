const WARMUP_ROUNDS = 10;
const ROUNDS = 20;
const TARGET_MEDIAN_MS = 2;
const TARGET_TOKENS = 1_200;
/** Tokens per word of English copy and per character of JSON: the usual rough figures. */
const TOKENS_PER_WORD = 1.35;
const CHARS_PER_TOKEN = 4;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Built-in composition time and the size of the model's answer (packages/composer, issue 4). */
export async function run(): Promise<Record<string, unknown>> {
  const { composeBuiltin } = await import('../packages/composer/src/index.ts');
  const { WORD_BUDGETS, modelCopySchema } = await import('../packages/composer/src/llm/copy-schema.ts');
  const { FIXTURES } = await import('../packages/composer/test/fixtures.ts');
  const { CORPUS } = await import('../packages/composer/test/corpus/index.ts');
  const { figures, scoreEntry } = await import('../packages/composer/test/corpus/score.ts');
  // The test fixtures and the issue-15 corpus (English, messy, addressed, Spanish, French, German).
  const prompts = [...FIXTURES.map((f) => f.prompt), ...CORPUS.map((e) => e.prompt)];

  // V8 compiles a regular expression to machine code only after it has run a while; warm every path first.
  for (let i = 0; i < WARMUP_ROUNDS; i++) for (const prompt of prompts) composeBuiltin({ prompt });
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const prompt of prompts) {
      const start = performance.now();
      composeBuiltin({ prompt });
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const medianMs = percentile(times, 50);
  const p99Ms = percentile(times, 99);

  // A typical full answer: the built-in copy of each sample put into the model's JSON schema.
  const answers = prompts.map((prompt) => {
    const c = composeBuiltin({ prompt }).content;
    const section = <T>(type: string) => c.sections.find((s) => s.type === type)?.content as unknown as T;
    const cta = section<{ title: string; subtitle: string; buttonText: string }>('cta');
    const answer = modelCopySchema.parse({
      headline: c.hero.headline,
      subtitle: c.hero.subtitle,
      button: c.hero.buttonText,
      about: c.about.content,
      servicesTitle: c.servicesHeader.title,
      servicesSubtitle: c.servicesHeader.subtitle,
      services: c.services.map((s) => ({ name: s.name, description: s.description })),
      features: section<{ features: unknown[] }>('features').features,
      faq: section<{ questions: unknown[] }>('faq').questions.slice(0, 3),
      aboutMore: section<{ content: string }>('about-expanded').content,
      ctaTitle: cta.title,
      ctaSubtitle: cta.subtitle,
      ctaButton: cta.buttonText,
      footer: c.footer.summary,
      seo: c.meta.description,
    });
    return JSON.stringify(answer).length / CHARS_PER_TOKEN;
  });
  answers.sort((a, b) => a - b);
  const typicalTokens = Math.round(percentile(answers, 50));
  const largestTokens = Math.round(answers[answers.length - 1]);

  // The ceiling the prompt's word budgets allow, plus the JSON keys and punctuation around them.
  let words = 0;
  let keys = 0;
  for (const budget of Object.values(WORD_BUDGETS)) {
    keys++;
    if (typeof budget === 'number') words += budget;
    else {
      words += budget.count * Object.values(budget.fields).reduce((a, b) => a + b, 0);
      keys += budget.count * Object.keys(budget.fields).length;
    }
  }
  const ceilingTokens = Math.round(words * TOKENS_PER_WORD + keys * 4);

  const corpus = figures(CORPUS.map(scoreEntry));
  const { lookFigures } = await import('../packages/composer/test/corpus/sameness.ts');
  const look = await lookFigures(CORPUS.map((e) => e.prompt));

  const result = {
    corpus,
    look,
    descriptions: prompts.length,
    runs: times.length,
    medianMs: Number(medianMs.toFixed(3)),
    p99Ms: Number(p99Ms.toFixed(3)),
    medianTarget: `< ${TARGET_MEDIAN_MS} ms`,
    medianMet: medianMs < TARGET_MEDIAN_MS,
    modelAnswerTokensTypical: typicalTokens,
    modelAnswerTokensLargestSample: largestTokens,
    modelAnswerTokensBudgetCeiling: ceilingTokens,
    tokensTarget: `< ${TARGET_TOKENS}`,
    tokensMet: ceilingTokens < TARGET_TOKENS && largestTokens < TARGET_TOKENS,
  };
  console.log('Built-in composer (packages/composer)');
  console.log(
    `  corpus of ${corpus.descriptions} descriptions: names ${corpus.namesPct}% (≥ 98), industries ${corpus.industriesPct}% (≥ 97), languages ${corpus.languagesPct}% (100), facts and hours verbatim ${corpus.factsPct}% (100), invented phone/email ${corpus.inventedPhoneOrEmail} (0), schema.org types ${corpus.schemaTypesPct}%; JSON-LD validator errors: see test/corpus-figures.test.ts`,
  );
  console.log(
    `  sameness: ${look.samenessPct}% of ${look.contentLines} content lines appear verbatim on another site (target ≤ 15%) ${look.samenessPct <= 15 ? 'OK' : 'MISSED'}; over ${look.sample} sites of different kinds: ${look.structures} page structures (≥ 5), ${look.palettes} palettes (≥ 8)`,
  );
  console.log(`  most shared lines: ${look.mostShared.map(([line, n]) => `"${line}" ×${n}`).join(', ')}`);
  console.log(
    `  composition over ${times.length} runs of ${prompts.length} descriptions: median ${medianMs.toFixed(3)} ms, p99 ${p99Ms.toFixed(3)} ms (target median < ${TARGET_MEDIAN_MS} ms) ${result.medianMet ? 'OK' : 'MISSED'}`,
  );
  console.log(
    `  model answer tokens per site (≈ chars/4): typical ${typicalTokens}, largest sample ${largestTokens}; ceiling from word budgets ${ceilingTokens} (target < ${TARGET_TOKENS}) ${result.tokensMet ? 'OK' : 'MISSED'}`,
  );
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
