import { FIRST_BATCH } from './owner-descriptions/first-batch';
import type { Fixture } from './owner-descriptions/fixture';
import { FOURTH_BATCH } from './owner-descriptions/fourth-batch';
import { SECOND_BATCH } from './owner-descriptions/second-batch';
import { THIRD_BATCH } from './owner-descriptions/third-batch';

export type { Fixture } from './owner-descriptions/fixture';

/** Descriptions as owners write them: short and long, lists, typos, lower case, emoji. */
export const FIXTURES: Fixture[] = [...FIRST_BATCH, ...SECOND_BATCH, ...THIRD_BATCH, ...FOURTH_BATCH];
