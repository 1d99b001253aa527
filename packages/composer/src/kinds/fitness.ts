import { TRAINER, YOGA } from './copy';
import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the fitness industry; within the file, earlier kinds win ties. */
export const FITNESS_KINDS: Kind[] = [
  {
    id: 'yoga',
    words: [
      'yoga studio',
      'yoga teacher',
      'yoga instructor',
      'yoga school',
      'yoga classes=yoga teacher',
      'yoga=yoga teacher',
    ],
    industry: 'fitness',
    noun: 'yoga studio',
    services: [
      item('Beginners’ classes', 'A gentle start, with every pose explained.', /beginner/i),
      item('Yoga classes', 'Classes for every level, taught with care.', /class|vinyasa|hatha|yin/i),
      item('Private sessions', 'One-to-one teaching around your needs.', /private|1-to-1|one-to-one/i),
    ],
    copy: YOGA,
    schemaType: 'SportsActivityLocation',
  },
  {
    id: 'pilates',
    words: ['pilates studio', 'pilates teacher', 'pilates instructor', 'pilates=pilates teacher'],
    industry: 'fitness',
    noun: 'pilates studio',
    services: [
      item('Mat classes', 'Controlled movement for a strong core.', /mat/i),
      item('Reformer classes', 'Classes on the reformer.', /reformer/i),
      item('Private sessions', 'One-to-one teaching around your needs.', /private|1-to-1|one-to-one/i),
    ],
    schemaType: 'SportsActivityLocation',
  },
  {
    id: 'gym',
    words: [
      'gym',
      'gyms',
      'fitness centre',
      'fitness center',
      'health club',
      'fitness studio',
      'crossfit box',
    ],
    industry: 'fitness',
    noun: 'gym',
    services: [],
    schemaType: 'ExerciseGym',
  },
  {
    id: 'personal-trainer',
    words: [
      'personal trainer',
      'personal trainers',
      'personal training=personal trainer',
      'fitness coach',
      'online coach',
    ],
    industry: 'fitness',
    noun: 'personal training',
    services: [
      item(
        'One-to-one sessions',
        'Coaching with a plan built around your goals.',
        /1-to-1|one-to-one|session/i,
      ),
      item('Strength training', 'Get stronger with coached lifting.', /strength/i),
      item('Nutrition guidance', 'Practical advice on eating to match your goals.', /nutrition|diet|eating/i),
    ],
    copy: TRAINER,
    schemaType: 'HealthClub',
  },
  {
    id: 'martial-arts',
    words: ['martial arts school', 'martial arts club', 'boxing gym', 'karate club', 'judo club', 'dojo'],
    industry: 'fitness',
    noun: 'club',
    services: [],
    schemaType: 'SportsActivityLocation',
  },
];
