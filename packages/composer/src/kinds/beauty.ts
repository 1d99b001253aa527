import { BARBER, DOG_GROOMING } from './copy';
import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the beauty industry; within the file, earlier kinds win ties. */
export const BEAUTY_KINDS: Kind[] = [
  {
    id: 'barber',
    words: ['barber', 'barbers', 'barbershop', 'barber shop', "barber's"],
    industry: 'beauty',
    noun: 'barbershop',
    services: [
      item('Haircuts', 'A cut that suits you, finished properly.', /cut|fade|trim(?!.*beard)|crop/i),
      item('Beard trims', 'Shape and tidy, finished with care.', /beard/i),
      item('Shaves', 'A proper shave, taken slowly.', /shave/i),
      item('Kids’ cuts', 'Patient, friendly cuts for younger customers.', /kid|child|boys/i),
    ],
    copy: BARBER,
    schemaType: 'HairSalon',
  },
  {
    id: 'hair-salon',
    words: [
      'hair salon',
      'hairdresser',
      'hairdressers',
      'hair studio',
      'hairstylist',
      'hair stylist',
      'hairdressing=hairdresser',
      'hair and beauty salon',
    ],
    industry: 'beauty',
    noun: 'salon',
    services: [
      item(
        'Cut & style',
        'A cut that suits you, finished with a style you can recreate at home.',
        /cut|style|blow/i,
      ),
      item(
        'Colour',
        'From subtle refreshes to a whole new look, matched to you.',
        /colou?r|highlight|balayage/i,
      ),
      item('Treatments', 'Care for your hair between cuts.', /treatment|conditioning/i),
    ],
    schemaType: 'HairSalon',
  },
  {
    id: 'nail-salon',
    words: ['nail salon', 'nail bar', 'nail studio', 'nail technician', 'nail tech'],
    industry: 'beauty',
    noun: 'nail salon',
    services: [
      item('Manicures', 'Neat, long-lasting nails, finished with care.', /manicure|gel|acrylic|nails?\b/i),
      item('Pedicures', 'Time to sit back while we look after your feet.', /pedicure|feet|toe/i),
      item('Nail art', 'Designs from simple to bold.', /art|design/i),
    ],
    schemaType: 'NailSalon',
  },
  {
    id: 'beauty-salon',
    words: [
      'beauty salon',
      'beauty studio',
      'beauty clinic',
      'beautician',
      'beauty therapist',
      'day spa',
      'spa',
    ],
    industry: 'beauty',
    noun: 'salon',
    services: [],
    schemaType: 'BeautySalon',
  },
  {
    id: 'massage',
    words: [
      'massage therapist',
      'massage therapy=massage therapist',
      'massage clinic',
      'massage studio',
      'masseuse',
    ],
    industry: 'beauty',
    noun: 'massage practice',
    services: [
      item('Relaxing massage', 'Time to switch off and let the tension go.', /relax|swedish|aromatherapy/i),
      item('Deep tissue massage', 'Firm pressure for stubborn tension.', /deep tissue/i),
      item('Sports massage', 'Massage for active bodies.', /sport/i),
    ],
    schemaType: 'HealthAndBeautyBusiness',
  },
  {
    id: 'dog-groomer',
    words: [
      'dog groomer',
      'dog groomers',
      'dog grooming=dog groomer',
      'pet groomer',
      'pet grooming=pet groomer',
      'groomer',
    ],
    industry: 'beauty',
    noun: 'dog grooming business',
    services: [
      item('Full grooms', 'Bath, cut and finish, done gently.', /full groom|groom/i),
      item('Bath & brush', 'A freshen-up between full grooms.', /bath|brush|wash/i),
      item('Nail trims', 'Quick, careful nail trims.', /nail|claw/i),
      item('Puppy grooms', 'A gentle first visit for young dogs.', /pupp/i),
    ],
    copy: DOG_GROOMING,
    schemaType: 'PetStore',
  },
];
