import type { ComposeNotice, ImageFailure, ModelFailureCode } from '@mainstreet/composer';
import type { Said, ServerMessageId } from '../../lib/server-messages';

/** A warning of the generate answer: its id (the web app's words) and values, with the English. */
export type GenerationNotice = {
  messageId: ServerMessageId;
  params?: Record<string, string | number>;
  message: string;
};

/** The notice for a warning the app said in words (`Said`). */
export const noticeOf = (said: Said): GenerationNotice => ({
  messageId: said.id,
  ...(said.params ? { params: said.params } : {}),
  message: said.message,
});

export const BUDGET_SPENT: Said = {
  id: 'modelBudgetSpent',
  message:
    'The built-in writer wrote this site: today’s sites written by the language model are used up. Every word can be edited.',
};

/** What the owner reads when the image service made no picture for a new site (its slots stay empty). */
export const PICTURES_LEFT_OUT: Record<ImageFailure, Said> = {
  'no-credit': {
    id: 'picturesNoCredit',
    message:
      'The image service’s account has no credit: the page was laid out without its pictures. Add your own photos, or tell whoever runs this server.',
  },
  busy: {
    id: 'picturesBusy',
    message:
      'The image service was busy: the page was laid out without its pictures. Add your own photos, or try AI image later.',
  },
  'refused-key': {
    id: 'picturesRefusedKey',
    message:
      'The image service refused this server’s key: the page was laid out without its pictures. Add your own photos, or tell whoever runs this server.',
  },
  failed: {
    id: 'picturesFailed',
    message:
      'The image service did not make every picture: the page was laid out without them. Add your own photos, or try AI image later.',
  },
};

const COMPOSER_NOTICES: Record<ComposeNotice['code'], ServerMessageId> = {
  noName: 'generationNoName',
  removed: 'generationRemoved',
};

/** The composer's notices as the answer's. */
export const composerNotice = ({ code, params, text }: ComposeNotice): GenerationNotice => ({
  messageId: COMPOSER_NOTICES[code],
  params,
  message: text,
});

/** Why the configured model did not write the copy, as the id the web app says it by. */
export const MODEL_FAILURE_IDS: Record<ModelFailureCode, ServerMessageId> = {
  refusedKey: 'modelRefusedKey',
  modelMissing: 'modelMissing',
  noCredit: 'modelNoCredit',
  busy: 'modelBusy',
  serverFailed: 'modelServerFailed',
  refused: 'modelRefused',
  unreachable: 'modelUnreachable',
  tooSlow: 'modelTooSlow',
  cancelled: 'modelCancelled',
  unusable: 'modelUnusable',
  failed: 'modelFailed',
};
