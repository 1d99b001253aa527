import { VET } from './copy';
import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the healthcare industry; within the file, earlier kinds win ties. */
export const HEALTHCARE_KINDS: Kind[] = [
  {
    id: 'dentist',
    words: ['dentist', 'dentists', 'dental practice', 'dental surgery', 'dental clinic', 'orthodontist'],
    industry: 'healthcare',
    noun: 'dental practice',
    services: [
      item('Check-ups', 'Regular visits that keep small problems small.', /check/i),
      item('Hygiene', 'Cleaning and advice for healthy teeth and gums.', /hygien|clean/i),
      item('Fillings', 'Repairs to keep your teeth strong.', /filling/i),
      item(
        'Cosmetic dentistry',
        'Treatments to help you feel good about your smile.',
        /cosmetic|whiten|veneer/i,
      ),
    ],
    schemaType: 'Dentist',
  },
  {
    id: 'physio',
    words: [
      'physiotherapist',
      'physiotherapists',
      'physiotherapy=physiotherapist',
      'physio',
      'physical therapist',
      'physical therapy=physical therapist',
      'sports therapist',
    ],
    industry: 'healthcare',
    noun: 'physiotherapy practice',
    services: [
      item('Assessment', 'A clear look at what is going on and what will help.', /assess/i),
      item('Injury rehab', 'A plan to get you moving well again.', /injur|rehab/i),
      item('Sports massage', 'Hands-on work for tight, tired muscles.', /massage/i),
    ],
    schemaType: 'Physiotherapy',
  },
  {
    id: 'vet',
    words: [
      'vet',
      'vets',
      'vet practice',
      'veterinary practice',
      'veterinary surgery',
      'veterinary clinic',
      'veterinarian',
      'animal hospital',
    ],
    industry: 'healthcare',
    noun: 'veterinary practice',
    services: [
      item('Check-ups', 'Regular health checks for your pet.', /check/i),
      item('Vaccinations', 'Keeping your pet protected.', /vaccin/i),
      item('Neutering', 'Routine procedures, explained clearly.', /neuter|spay/i),
      item('Dental care', 'Looking after your pet’s teeth and gums.', /dental|teeth/i),
    ],
    copy: VET,
    schemaType: 'VeterinaryCare',
  },
  {
    id: 'optician',
    words: ['optician', 'opticians', 'optometrist', 'optometrists', 'eye care centre', 'eyewear shop'],
    industry: 'healthcare',
    noun: 'opticians',
    services: [
      item('Eye tests', 'Thorough eye examinations, explained clearly.', /eye test|exam/i),
      item('Glasses', 'Frames and lenses chosen with you.', /glasses|frames|spectacles/i),
      item('Contact lenses', 'Fitting and advice for contact lenses.', /contact/i),
    ],
    schemaType: 'Optician',
  },
  {
    id: 'pharmacy',
    words: ['pharmacy', 'pharmacist', 'chemist', 'chemists'],
    industry: 'healthcare',
    noun: 'pharmacy',
    services: [
      item('Prescriptions', 'Your prescriptions, dispensed with care.', /prescri/i),
      item('Health advice', 'Friendly advice from people who know medicines.', /advice/i),
      item('Vaccinations', 'Ask us about vaccinations.', /vaccin|jab/i),
    ],
    schemaType: 'Pharmacy',
  },
  {
    id: 'chiropractor',
    words: ['chiropractor', 'chiropractic clinic', 'osteopath', 'osteopathy', 'podiatrist', 'chiropodist'],
    industry: 'healthcare',
    noun: 'clinic',
    services: [],
    schemaType: 'MedicalBusiness',
  },
];
