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
      item(
        'Tax returns',
        '{Your return prepared and filed properly|Your tax return, prepared carefully and filed for you|We prepare your return and talk you through it|Tax returns completed carefully and explained}.',
        /tax/i,
      ),
      item(
        'Bookkeeping',
        '{Tidy books, kept up to date|Your books kept tidy and up to date|Records kept in order through the year|Day-to-day bookkeeping, done carefully}.',
        /bookkeep|books/i,
      ),
      item(
        'Payroll',
        '{Payroll run for your staff each pay day|Payslips and payroll, handled for you|Your staff’s pay worked out each pay day|Payroll and payslips, run for your team}.',
        /payroll/i,
      ),
      item(
        'Year-end accounts',
        '{Your year-end accounts, prepared clearly|Year-end accounts, prepared and explained|Your accounts at the year end, set out clearly}.',
        /accounts|year.end/i,
      ),
    ],
    schemaType: 'AccountingService',
  },
];
