import type { Kind } from './types';

/** Kinds of business in the legal industry; within the file, earlier kinds win ties. */
export const LEGAL_KINDS: Kind[] = [
  {
    id: 'lawyer',
    words: [
      'abogado',
      'abogada',
      'abogados',
      'bufete',
      'avocat',
      'avocate',
      "cabinet d'avocats",
      'rechtsanwalt',
      'rechtsanwältin',
      'anwalt',
      'anwaltskanzlei',
      'kanzlei',
      'lawyer',
      'lawyers',
      'solicitor',
      'solicitors',
      'attorney',
      'attorneys',
      'law firm',
      'law practice',
      'barrister',
    ],
    industry: 'legal',
    noun: 'law firm',
    services: [],
    schemaType: 'Attorney',
  },
];
