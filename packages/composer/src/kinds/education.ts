import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the education industry; within the file, earlier kinds win ties. */
export const EDUCATION_KINDS: Kind[] = [
  {
    id: 'tutor',
    words: [
      'tutor',
      'tutors',
      'tutoring=tutor',
      'tuition=tutor',
      'private tutor',
      'maths tutor',
      'english tutor',
    ],
    industry: 'education',
    noun: 'tutoring',
    services: [
      item('One-to-one tutoring', 'Lessons planned around one learner.', /1-to-1|one-to-one|private/i),
      item(
        'Exam preparation',
        'Focused preparation for the exams that matter.',
        /exam|gcse|a-level|sats|11\+/i,
      ),
      item('Online lessons', 'Lessons from home, just as personal.', /online/i),
    ],
    schemaType: 'EducationalOrganization',
  },
  {
    id: 'driving-instructor',
    words: ['driving instructor', 'driving school', 'driving lessons=driving instructor'],
    industry: 'education',
    noun: 'driving school',
    services: [
      item('Driving lessons', 'Patient lessons at your pace.', /lesson/i),
      item('Test preparation', 'Getting you ready for test day.', /test/i),
      item('Refresher lessons', 'Confidence back behind the wheel.', /refresh/i),
    ],
    schemaType: 'EducationalOrganization',
  },
  {
    id: 'music-teacher',
    words: [
      'music teacher',
      'piano teacher',
      'guitar teacher',
      'singing teacher',
      'music school',
      'dance school',
      'dance studio',
      'dance teacher',
    ],
    industry: 'education',
    noun: 'school',
    services: [
      item('Lessons for beginners', 'A friendly first step.', /beginner/i),
      item('Private lessons', 'One-to-one lessons at your pace.', /private|1-to-1|one-to-one/i),
      item('Group classes', 'Learning together.', /group|class/i),
    ],
    schemaType: 'EducationalOrganization',
  },
];
