import type { z } from 'zod';

/** Content that cannot be used; the message starts with the dotted path of the first bad field. */
export class ContentError extends Error {
  readonly path: string;

  constructor(path: string, message: string) {
    super(path ? `${path}: ${message}` : message);
    this.name = 'ContentError';
    this.path = path;
  }

  static fromZod(error: z.ZodError): ContentError {
    const issue = error.issues[0];
    const path = issue ? issue.path.map(String).join('.') : '';
    return new ContentError(path, issue?.message ?? 'invalid content');
  }
}
