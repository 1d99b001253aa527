import { type KindCase, known as k } from './kind-case';

/** English (US, UK, AU) descriptions of trades the registry knows, typed the way owners type them. */
export const KINDS_ENGLISH: KindCase[] = [
  k(
    'bakery',
    'Rise & Shine Bakery - sourdough, cinnamon buns and birthday cakes. Open Wed to Sun from 7am in Ashford, Kent.',
  ),
  k('bakery', 'small batch bakery in fremantle WA, we do pies, sausage rolls and lamingtons 🥧 open 6am-2pm'),
  k(
    'bakery',
    'We are a gluten free bakery in Austin TX. Breads, muffins and celebration cakes, order 48h ahead.',
  ),
  k(
    'coffee-shop',
    'Ground Control is a specialty coffee shop in Portland OR, single origin pour overs and house roasted espresso.',
  ),
  k(
    'coffee-shop',
    'tiny coffee roaster + espresso bar in melbourne cbd, beans to take home, oat flat whites',
  ),
  k(
    'cafe',
    'The Dandelion Cafe, Hebden Bridge. Breakfasts, homemade soup, scones and a dog friendly garden.',
  ),
  k('cafe', 'cosy little tea room in the cotswolds serving cream teas, sandwiches and cakes, open thurs-sun'),
  k(
    'pizzeria',
    'Forno Nero is a wood-fired pizzeria in Brooklyn. Neapolitan pies, natural wine, walk-ins only.',
  ),
  k('pizzeria', 'pizza takeaway in croydon, 12 inch pizzas from £8, collection or delivery till 11pm'),
  k(
    'food-truck',
    'Taco Loco is a food truck parked at Rainey Street Fri & Sat nights. Birria tacos, quesadillas, horchata.',
  ),
  k(
    'food-truck',
    'We run a street food van doing smash burgers at markets and festivals around Yorkshire 🍔',
  ),
  k(
    'caterer',
    'Sage & Thyme Catering - wedding and corporate catering across Surrey, buffets, canapés and hog roasts.',
  ),
  k('caterer', 'I am a private caterer in Sydney, grazing tables and dinner parties for 10 to 80 guests'),
  k(
    'restaurant',
    'Olive & Vine is a family run Greek restaurant in Leicester, mezze, souvlaki and a big terrace.',
  ),
  k(
    'restaurant',
    'thai restaurant in san diego, pad thai, green curry, lunch specials mon-fri, dine in or takeout',
  ),
  k(
    'restaurant',
    'The Larder is a farm-to-table restaurant in Burlington, Vermont with a seasonal tasting menu.',
  ),
  k(
    'pub',
    'The Red Lion is a traditional village pub in Hampshire with real ales, Sunday roasts and a beer garden.',
  ),
  k('pub', 'craft beer bar in leeds city centre, 20 taps, quiz night tuesdays 🍺'),
  k('ice-cream', 'Scoops is an ice cream parlour on the seafront in Whitby, 24 flavours made on site.'),
  k('ice-cream', 'family gelateria in Adelaide, gelato and sorbets made fresh every morning'),
  k(
    'florist',
    'Petal & Stem is a florist in Harrogate. Wedding flowers, sympathy arrangements and same-day delivery.',
  ),
  k('florist', 'im a florist working from my studio in boise idaho, weddings + weekly flower subscriptions'),
  k(
    'bookshop',
    'Chapter One is an independent bookshop in Hay-on-Wye, new and secondhand books, author events.',
  ),
  k('bookshop', 'indie bookstore in Asheville NC, kids corner, book club every first Thursday'),
  k('boutique', 'Ivy Lane is a womens clothing boutique in Charleston SC, dresses, denim and accessories.'),
  k('butcher', "Hogg's is a family butcher in Ludlow, free range pork, dry aged beef and homemade sausages."),
  k('butcher', 'old school butcher shop in Brisbane, BBQ packs, marinated meats, open 7 days'),
  k('deli', 'Italian deli in Boston North End, subs, cured meats, fresh mozzarella and imported pasta.'),
  k('deli', 'farm shop near Ludlow selling our own lamb, veg boxes, local cheese and chutneys'),
  k(
    'bike-shop',
    'Spokes is a bike shop in Cambridge, repairs, servicing and secondhand bikes. Call 01223 555 019.',
  ),
  k('bike-shop', 'mobile bike mechanic in south london, i come to you for punctures, gears and brakes'),
  k(
    'gift-shop',
    'Little Wren is a gift shop in Lewes selling cards, candles, prints and things made by local makers.',
  ),
  k(
    'record-shop',
    'Groove Merchant is a record store in Austin, new and used vinyl, turntables and in-store gigs.',
  ),
  k('pet-shop', 'Paws & Claws is a pet shop in Swindon, food, toys, beds and everything for small animals.'),
  k('toy-shop', 'Tin Soldier is an independent toy shop in Edinburgh, wooden toys, board games and puzzles.'),
  k(
    'barber',
    "Blade & Co is a barbershop in Manchester's Northern Quarter, fades, beard trims and hot towel shaves.",
  ),
  k('barber', 'old fashioned barber in perth WA, walk ins welcome, $30 cuts'),
  k(
    'hair-salon',
    'Studio Nine is a hair salon in Clapham, cuts, balayage, colour correction and keratin treatments.',
  ),
  k('hair-salon', 'hairdresser working from home in wollongong, cuts colours and foils, evenings available'),
  k('nail-salon', 'Polished is a nail salon in Miami, gel manicures, acrylics, pedicures and nail art 💅'),
  k('nail-salon', 'nail bar in birmingham bullring, shellac, BIAB, walk-ins welcome'),
  k('beauty-salon', 'Glow is a beauty salon in Dublin, facials, lash lifts, brows and waxing.'),
  k(
    'massage',
    "I'm Hannah, a massage therapist in Bath. Deep tissue, sports and pregnancy massage, 60 or 90 mins.",
  ),
  k(
    'dog-groomer',
    'Muddy Paws is a dog groomer in Exeter, full grooms, bath and brush, nail clipping. All breeds welcome!',
  ),
  k('dog-groomer', 'mobile dog grooming van covering the sunshine coast, we come to your driveway 🐶'),
  k(
    'tattoo',
    'Black Anchor is a tattoo studio in Glasgow, custom blackwork, fine line and cover-ups. Over 18s only.',
  ),
  k(
    'photographer',
    "I'm Maya, a wedding photographer based in Cornwall, relaxed documentary style, UK and abroad.",
  ),
  k('photographer', 'newborn and family photographer in calgary, studio and outdoor sessions'),
  k(
    'web-designer',
    'Pixel Barn is a web design studio in Norwich, websites and branding for small businesses.',
  ),
  k(
    'pottery-studio',
    'Clay Days is a pottery studio in Bristol, wheel throwing classes, open studio and kiln hire.',
  ),
  k(
    'art-gallery',
    'The Harbour Gallery is an art gallery in St Ives showing contemporary Cornish painters and ceramics.',
  ),
  k('plumber', 'Mike Doyle, plumber in Bristol. Leaks, bathrooms, boiler servicing. Gas Safe registered.'),
  k(
    'plumber',
    'emergency plumber in Phoenix, 24/7, burst pipes, water heaters and drain clogs. No call out fee',
  ),
  k(
    'plumber',
    'Need a plumber in Brisbane? Blocked drains, hot water systems, leaking taps. Licensed and insured.',
  ),
  k(
    'electrician',
    'Bright Spark Electrical - NICEIC approved electrician in Reading, rewires, EV chargers, consumer units.',
  ),
  k('electrician', 'licensed electrician in Tampa FL, panel upgrades, ceiling fans, generators'),
  k(
    'builder',
    'Hanson Builders is a building company in Kent doing extensions, loft conversions and new builds since 1998.',
  ),
  k(
    'roofer',
    'Top Notch Roofing - roofer in Leeds, slate and tile roofs, flat roofs, guttering and chimney repairs.',
  ),
  k('roofer', 'family roofing company in Denver CO, shingle replacement, hail damage and insurance claims'),
  k(
    'decorator',
    'Tom Price, painter and decorator in Chester, interior and exterior, wallpapering. Free quotes.',
  ),
  k(
    'landscaper',
    'Greenway Landscapes is a landscaper in Guildford, patios, fencing, turfing and garden design.',
  ),
  k('landscaper', 'landscape gardener in the blue mountains, native gardens, retaining walls, irrigation'),
  k(
    'locksmith',
    'Keyed Up is a 24 hour locksmith in Nottingham, lockouts, lock changes and uPVC door repairs.',
  ),
  k(
    'carpenter',
    'Oak & Iron Joinery, carpenter in Somerset. Bespoke kitchens, staircases and fitted wardrobes.',
  ),
  k(
    'cleaner',
    'Sparkle Clean is a cleaning company in Milton Keynes, domestic and office cleaning, end of tenancy.',
  ),
  k('cleaner', 'house cleaner in Raleigh NC, weekly and biweekly cleans, move-out cleans, eco products'),
  k(
    'wedding-planner',
    'Ever After is a wedding planner in the Lake District, full planning or on-the-day coordination.',
  ),
  k(
    'removals',
    'Swift Move is a removals company in Sheffield, house moves, packing and storage. Fully insured.',
  ),
  k('removals', 'man and van in east london, single items, flat moves, ikea pickups, 7 days a week'),
  k(
    'dog-walker',
    "I'm Jess, a dog walker in Wimbledon. Group walks, solo walks and puppy visits. DBS checked.",
  ),
  k(
    'window-cleaner',
    'Clear View is a window cleaner in Poole, water-fed pole, gutters, fascias and conservatory roofs.',
  ),
  k(
    'dentist',
    'Smile Dental is a family dentist in Columbus OH, cleanings, fillings, crowns and Invisalign. New patients welcome.',
  ),
  k(
    'dentist',
    'NHS and private dental practice in Stockport, check-ups, hygienist and emergency appointments',
  ),
  k('physio', 'Move Well Physio is a physiotherapy clinic in Bath, sports injuries, back pain and rehab.'),
  k('physio', 'physical therapist in Seattle specializing in running injuries and post-op knee rehab'),
  k(
    'vet',
    'Meadow Vets is a veterinary practice in Taunton caring for cats, dogs and rabbits. 24-hour emergency line.',
  ),
  k('vet', 'small animal vet clinic in perth, vaccinations, desexing, dental and puppy school'),
  k('optician', 'Clearsight is an independent optician in Worcester, eye tests, glasses and contact lenses.'),
  k(
    'pharmacy',
    'Parkside Pharmacy is a community pharmacy in Leeds, prescriptions, flu jabs and travel vaccines.',
  ),
  k(
    'chiropractor',
    'Align Chiropractic is a chiropractor in Boulder, adjustments for back pain, neck pain and headaches.',
  ),
  k('chiropractor', 'registered osteopath in Hove, treating back pain, sports injuries and pregnancy aches'),
  k('yoga', 'Luna Yoga is a yoga studio in Totnes, vinyasa, yin and beginners courses. First class free.'),
  k('yoga', 'i teach yoga in bondi, hatha and restorative classes on the beach at sunrise 🧘‍♀️'),
  k(
    'pilates',
    'Core Balance is a pilates studio in Chelsea, reformer classes, mat pilates and private sessions.',
  ),
  k('gym', 'Iron House Gym is a 24-hour gym in Coventry, free weights, classes and personal training.'),
  k('gym', 'crossfit gym in san antonio, beginner on-ramp, barbell club, open gym saturdays'),
  k('personal-trainer', "I'm Dan, a personal trainer in Clapham. Weight loss, strength and online coaching."),
  k(
    'martial-arts',
    'Dragon Kicks is a martial arts school in Plano TX, karate and taekwondo for kids and adults.',
  ),
  k('martial-arts', 'brazilian jiu jitsu academy in gold coast, no-gi and gi classes, free trial'),
  k(
    'accountant',
    'Ledger & Co are chartered accountants in Leeds, year-end accounts, tax returns, payroll and VAT.',
  ),
  k('accountant', 'CPA in Houston, individual and small business tax prep, bookkeeping, IRS letters'),
  k('lawyer', 'Hart & Wells is a law firm in Manchester, family law, conveyancing and wills.'),
  k('lawyer', 'immigration lawyer in Miami, visas, green cards and citizenship. Se habla español.'),
  k(
    'lawyer',
    'family solicitor in Bristol helping with divorce, child arrangements and financial settlements',
  ),
  k('mechanic', "Jim's Garage is a family run garage in Doncaster, MOTs, servicing, brakes and clutches."),
  k('mechanic', 'auto repair shop in Fresno CA, oil changes, brakes, check engine light, AC repair'),
  k(
    'car-dealer',
    'Northside Motors is a used car dealer in Leicester with 60 cars in stock, finance available.',
  ),
  k('car-dealer', 'we are a family owned used-car dealership in Ohio, trucks and SUVs, buy here pay here'),
  k(
    'auto-body',
    'Precision Collision is an auto body shop in Tucson, dent repair, paint and insurance claims.',
  ),
  k('car-wash', 'Shine Time is a hand car wash in Wolverhampton, valets, mini valets and interior cleans.'),
  k('tutor', 'Bright Minds Tutoring, maths and English tutor in Solihull for 11+, GCSE and A level.'),
  k('tutor', 'I am a chemistry tutor in Toronto, high school and first year uni, online or in person'),
  k(
    'driving-instructor',
    'Pass First Time is a driving school in Swansea, manual and automatic lessons, intensive courses.',
  ),
  k('driving-instructor', 'DVSA approved driving instructor in Leeds, patient and calm, pass plus available'),
  k('music-teacher', "I'm a piano teacher in Oxford, lessons for beginners to grade 8, kids and adults."),
  k(
    'language-school',
    'Lingua Viva is a language school in Brighton, English courses for adults and summer schools.',
  ),
  k(
    'dance-school',
    'Step Up is a dance school in Stockport, ballet, tap, street and contemporary from age 3.',
  ),
  k(
    'childcare',
    'Little Acorns is a day nursery in Harrogate for children aged 3 months to 5 years. Ofsted Outstanding.',
  ),
  k('childcare', 'licensed home daycare in Sacramento, ages 1-5, meals included, spots open for fall'),
  k('estate-agent', 'Keystone Homes is an estate agent in Reading, sales, lettings and free valuations.'),
  k(
    'estate-agent',
    'real estate agent in Scottsdale AZ, buyers and sellers, luxury homes and first time buyers',
  ),
  k('dj', 'DJ Marco, wedding and party DJ in Essex, lighting, microphones and a playlist built with you.'),
  k('music-venue', 'The Lantern is a live music venue in Bristol, gigs five nights a week, 250 capacity.'),
  k('choir', 'Harmony Hub is a community choir in Leeds, no auditions, we rehearse Wednesdays 7pm.'),
  k(
    'escape-room',
    'Locked In is an escape room in Cardiff with three rooms, 2 to 6 players, 60 minutes to get out.',
  ),
  k(
    'travel-agent',
    'Wanderlust Travel is an independent travel agent in Chester, tailor-made holidays and cruises.',
  ),
  k('hotel', 'The Harbour Hotel is a boutique hotel in Falmouth with 14 rooms, sea views and a restaurant.'),
  k(
    'bed-and-breakfast',
    'Rose Cottage B&B in the Yorkshire Dales, 3 rooms, full English breakfast, walkers welcome.',
  ),
  k('bed-and-breakfast', 'cozy bed and breakfast in vermont, 4 rooms, maple syrup pancakes every morning 🥞'),
  k('hostel', 'Nomad Hostel is a backpackers hostel in Cairns, dorms and private rooms, tours desk and bar.'),
  k('campsite', 'Willow Meadow is a campsite in Devon with tent pitches, hook-ups and glamping pods.'),
  k(
    'event-venue',
    'Hollow Barn is a wedding venue in Norfolk for up to 150 guests, exclusive use, ceremonies licensed.',
  ),
  k(
    'piano-tuner',
    'Chris Hale, piano tuner in Cheltenham, tuning, repairs and regulation for uprights and grands.',
  ),
];
