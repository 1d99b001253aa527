import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the finance industry; within the file, earlier kinds win ties. */
export const FINANCE_KINDS: Kind[] = [
  {
    id: 'accountant',
    words: [
      'asesoría',
      'gestoría',
      'contable',
      'expert-comptable',
      'comptable',
      'cabinet comptable',
      'steuerberater',
      'steuerberaterin',
      'steuerbüro',
      'accountant',
      'accountants',
      'accountancy firm',
      'accountancy practice',
      'accounting firm',
      'bookkeeper',
      'bookkeeping=bookkeeper',
      'tax advisor',
      'tax adviser',
    ],
    industry: 'finance',
    noun: 'accountancy practice',
    services: [
      item('Tax returns', 'Your return prepared and filed properly.', /tax/i),
      item('Bookkeeping', 'Tidy books, kept up to date.', /bookkeep|books/i),
      item('Payroll', 'Payroll run for your staff each pay day.', /payroll/i),
      item('Year-end accounts', 'Your year-end accounts, prepared clearly.', /accounts|year.end/i),
    ],
    schemaType: 'AccountingService',
  },
];
