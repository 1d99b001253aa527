import type { Kind, KindCopy } from './types';
import { item } from './types';

/** Copy for a choir: people come to sing with it or to hear it, not to book an event. */
const CHOIR: KindCopy = {
  headlines: [
    '{Come and sing with us|Find your voice|Sing together}[ in {location}]',
    '{Voices together|Singing for the joy of it|Every voice counts}',
    '{Music made together|Join the singing|Singing with friends}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — {singing together and enjoying every minute|a friendly group of singers|a place to sing with others}.',
    '{Come and sing with {name}|Sing with us}[ in {location}]{ — ask us about joining| and meet people who love to sing}.',
  ],
  buttons: [
    '{Come and sing|Ask about joining|Join us}',
    '{Message {name}|Contact the choir|Say hello to {name}}',
    '{Hear us sing|Our concerts}',
  ],
  aboutTitles: ['About {name}', '{Who we are|Our choir|Our story|The singers}'],
  about: [
    '{name} is {kind}[ in {location}][, singing together since {year}]. We {meet to rehearse|rehearse together}, {perform when we can|share our music with others} and {enjoy every minute|have fun along the way}[ — {audience} included].',
    '{We are|{name} is} a group of people who love to sing[ in {location}]. {Ask us about coming along|Get in touch about joining} — {we would love to hear from you|we are always glad to meet new singers}.',
  ],
  servicesTitles: ['{What we do|Singing with us|Our year|Rehearsals and concerts}'],
  servicesSubtitles: ['{Rehearsals, concerts and|Singing, concerts and} {good company|plenty of fun}.'],
  serviceLines: [
    '{service} — ask us for details.',
    'Ask us about {service}.',
    '{service}: ask us about coming along.',
  ],
  featuresTitle: '{Why sing with us|Why join|What we are about|Singing together}',
  features: [
    {
      name: '{Sing together|Voices together|Music together|In harmony}',
      description:
        '{Singing with others|Singing in a group} {lifts the spirits|is good for the soul|is a joy}{ — come and find out| at {name}|}.',
    },
    {
      name: '{New friends|Among friends|A friendly crowd|Company and song}',
      description:
        '{Rehearsals are|Every rehearsal is} {as much about the people as the music|a chance to catch up as well as sing}.',
    },
    {
      name: '{Concerts|Performing together|Sharing the music|On stage}',
      description:
        '{We sing for|We share our music with} {friends, family and anyone who wants to listen|audiences}[ in {location}].',
    },
  ],
  faq: [
    {
      question: '{{Can I|How do I} join{ {name}|}|Can I come along to a rehearsal}?',
      answer:
        '{Get in touch|Send us a message} and we will tell you {about rehearsals|when and where we meet} and {how to come along|what to expect}.',
    },
    {
      question: '{Do I need to read music|Do I need to be able to read music|Do I need experience}?',
      answer:
        '{Ask us|Get in touch} — we will tell you {how we work|how we learn our music} and {what to expect at your first rehearsal|whether there is an audition}.',
    },
    {
      question: '{When do you rehearse|Where do you rehearse|When and where do you meet}?',
      answer:
        '{Get in touch|Send us a message} and we will {send you the details|tell you when and where we meet}.',
    },
    {
      question: '{Can we book you to sing|Do you sing at events|Can the choir sing at our event}?',
      answer:
        '{Tell us|Send us} {the date|your date} and {the occasion|what you have in mind}, and we will {let you know if we can|see what we can do}.',
    },
    {
      question: '{When is your next concert|How do I hear you sing|Where can I hear you}?',
      answer:
        '{Get in touch|Send us a message|Ask us} and we will {tell you about our next concert|let you know when we are next singing}.',
    },
  ],
  ctaTitles: [
    '{Come and sing|Fancy singing with us?|Love to sing?|Ready to sing?}',
    '{Join us|Sing with us}{ in {location}|}',
  ],
  ctaSubtitles: [
    '{Get in touch|Send us a message} to {find out about joining|ask about rehearsals|hear about our next concert}.',
  ],
  ctaButtons: [
    '{Ask about joining|Come and sing|Join us}',
    '{Ask a question|Message the choir|Contact {name}}',
  ],
  aboutExpandedTitle: '{How we rehearse|A rehearsal with us|Singing with us|What to expect}',
  aboutExpanded: [
    '{A rehearsal|Each rehearsal} {starts with a warm-up|begins with a warm-up} and {moves on to the music we are learning|then gets into the music}. We {learn|work on} each part together, {laugh a lot|have plenty of fun} and {sing for an audience when we are ready|share the music when we are ready}.',
  ],
  contactTitle: '{Come and sing|Ask about joining|Contact the choir|Contact {name}}',
  footers: [
    '{name} — {singing together|voices together}[ in {location}].',
    '{Singing together|A choir}[ in {location}].',
  ],
};

/** Copy for an escape room: groups come to play a game, not to have an event planned. */
const ESCAPE_ROOM: KindCopy = {
  headlines: [
    '{Can you escape?|Think you can escape?|Can your team get out?}',
    '{Puzzles, clues and a ticking clock|Solve it together|Work together, get out}[ in {location}]',
    '{Your next team challenge|A game worth playing|Bring your sharpest friends}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — {puzzles and stories to solve as a team|a game for friends, families and teams|a challenge to crack together}.',
    '{Gather your team|Bring your friends|Round up a group} and {take on {name}|see if you can escape}[ in {location}].',
  ],
  buttons: [
    '{Book a game|Book a room|Check dates}',
    '{Ask a question|Message {name}|Ask about a game}',
    '{See the rooms|Our rooms}',
  ],
  aboutTitles: ['About {name}', '{Who we are|The game|Our story|How it works}'],
  about: [
    '{name} is {kind}[ in {location}][, open since {year}]. We build {rooms|games} {full of puzzles and stories|with puzzles, clues and stories} for {groups|teams and friends}[ — {audience} included] and {love watching people crack them|love seeing a team get out}.',
    'At {name}, {you and your team|your group} {step into a story|step into a room full of clues}{ and work together to get out| and race to solve it}. {Expect|You can expect} {teamwork, a few surprises and plenty of laughs|clues, teamwork and a few surprises}.',
  ],
  servicesTitles: ['{Our games|What we offer|Rooms and bookings|Play with us}'],
  servicesSubtitles: ['{Games|Rooms} for {friends, families and teams|every kind of group}.'],
  serviceLines: ['{service} — ask us for details.', 'Ask us about {service}.', '{service} for your group.'],
  featuresTitle: '{Why play with us|Why book a game|What to expect|Why groups come back}',
  features: [
    {
      name: '{Work as a team|Teamwork|Better together|Every mind counts}',
      description:
        '{Every room|Each game} {needs the whole group|rewards teamwork}{ — everyone has a part to play|}.',
    },
    {
      name: '{A story to solve|Clues and stories|Step into the story|More than puzzles}',
      description: '{Each room|Every game} {has its own story|tells a story}{ to uncover| as you play|}.',
    },
    {
      name: '{For groups|Bring your group|Friends, family, colleagues}',
      description:
        '{Friends, families and teams|Birthday groups and work teams} can all play{ — ask us what suits your group|}.',
    },
  ],
  faq: [
    {
      question: '{How many people can play|How big can our group be|What size group do you take}?',
      answer:
        '{Tell us|Let us know} {how many are coming|your group size} and we will {suggest a room that suits|tell you what works}.',
    },
    {
      question: '{Do we need to book{ ahead|}|How do we book{ a game|}}?',
      answer:
        '{Get in touch|Send us a message} with {your date and group size|a date and your numbers} and we will {check what is free|find you a time}.',
    },
    {
      question: '{Is it scary|Are the rooms scary|Is it suitable for children}?',
      answer:
        '{Ask us|Get in touch} and we will tell you {what each room is like|which room suits your group}.',
    },
    {
      question: '{What if we get stuck|Can we get a hint|What happens if we cannot solve it}?',
      answer:
        '{Ask us|Get in touch} {before you play|when you book} and we will {explain how the game works|talk you through how it works}.',
    },
    {
      question: '{Can we book for a party|Do you do team days|Can we come as a work team}?',
      answer:
        '{Tell us|Let us know} {the occasion|what you are celebrating} and {your numbers|how many are coming}, and we will {suggest what works|put something together}.',
    },
  ],
  ctaTitles: [
    '{Ready to play?|Think you can escape?|Up for a challenge?|Got a team in mind?}',
    '{Book your game|Pick a date}{ at {name}| in {location}|}',
  ],
  ctaSubtitles: [
    '{Tell us|Send us} your date and group size and we will {find you a time|check what is free}.',
    '{Gather your team|Round up your friends} and {get in touch|pick a date}.',
  ],
  ctaButtons: ['{Book a game|Check dates|Pick a date}', '{Ask a question|Message {name}|Ask about groups}'],
  aboutExpandedTitle: '{How it works|How a game works|Your game|On the day}',
  aboutExpanded: [
    '{When you arrive|On arrival}, {we explain the rules|we talk you through the game} and start the clock. {Then it is up to you|From there it is up to your team}: {search, think and work together|find the clues, crack the codes and work together}{ to get out|}.',
  ],
  contactTitle: '{Book a game|Come and play|Find {name}|Getting here}',
  footers: [
    '{name} — {escape rooms|puzzles and stories}[ in {location}].',
    '{Puzzles, clues and teamwork|Games to solve together}[ in {location}].',
  ],
};

/** Copy for a music venue: people come for a night out and a stage, not an event planned for them. */
const MUSIC_VENUE: KindCopy = {
  headlines: [
    '{Live music|Music, live|Good music, live}[ in {location}]',
    '{See what is on|Your next night out|A night of live music}',
    '{Come for the music, stay for the night|Music worth going out for|Where the music happens}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — {live music and good nights out|a room built for live music|a stage and a good crowd}.',
    '{name} puts on {live music|gigs and live music}[ in {location}]{ — come and see who is playing| for anyone who loves a night out|}.',
    '{Come to {name}|Join us}[ in {location}] for {services}{ and a good night out|}.',
  ],
  buttons: [
    '{See what is on|What is on|See who is playing}',
    '{Find us in {location}|How to find the venue|Find the venue|Find {name}}',
    '{Ask about hire|Message {name}|Contact the venue}',
  ],
  aboutTitles: ['About {name}', '{The venue|Our room|Who we are|Our story}'],
  about: [
    '{name} is {kind}[ in {location}][, putting on live music since {year}]. We {love live music|live for live music} and want every {night|gig} to {sound good and feel good|feel like a good night out}[ — for {audience}].',
    '{We started {name}|{name} exists} to give {live music|bands and audiences} a {good home|room of its own}[ in {location}]. {Come for the music|Come along}, {stay for the company|bring your friends} and {tell us what you would like to hear|see who is on next}.',
    'At {name}, the music comes first. {We book acts we like|We look after the artists and the audience}, {keep the sound right|care about the sound} and {keep the room friendly|make everyone feel welcome}[ in {location}].',
  ],
  servicesTitles: ['{What is on|On our stage|What we put on|Nights at the venue}'],
  servicesSubtitles: [
    '{Something|Music} for {every kind of night|every crowd}.',
    '{Ask us|Get in touch} about {what is coming up|the next few weeks}.',
  ],
  serviceLines: [
    '{service} on our stage — ask us what is coming up.',
    '{service}, with the room and the sound to match.',
    'Ask us about {service} and when it is next on.',
    '{service} for a good night out.',
  ],
  featuresTitle: '{Why come to a gig here|Why people come back|A night at the venue|What to expect}',
  features: [
    {
      name: '{Music first|The music comes first|Music you can feel|Sound that matters|For the love of music}',
      description:
        '{We care about the sound and about the acts we book|The sound matters to us, and so do the artists on our stage}{ at {name}|}.',
    },
    {
      name: '{A good crowd|Good company|A friendly room|Bring your friends|A night out}',
      description:
        '{Come with friends|Bring friends} or {come on your own|come alone} — {the music brings people together|you will soon find people who love the same music}.',
    },
    {
      name: '{A room to hire|Private hire|Your night here|Hire the room}',
      description:
        '{Ask us about|Talk to us about} hiring {the room|the venue} for {your own night|a party or event}{ at {name}|}.',
    },
  ],
  faq: [
    {
      question:
        '{How do I find out what is on|Where can I see what is coming up|How do I hear about new gigs}?',
      answer:
        '{Get in touch|Send us a message|Ask us} and we will {tell you what is coming up|keep you posted}{ — {services} included|}.',
    },
    {
      question:
        '{Can I hire the {room|venue}|Do you do private hire|Can we book the {room|venue} for a party}?',
      answer:
        '{Tell us|Send us} your date, {rough numbers|how many are coming} and {what you have in mind|the kind of night you want}, and we will {let you know what we can do|check the date for you}.',
    },
    {
      question: '{Can my band play here|How do I get a gig{ at {name}|}|Do you book new acts}?',
      answer:
        '{Send us|Get in touch with} {a few words about you|a short message} and {a link to your music|where we can hear you}, and we will {get back to you|have a listen}.',
    },
    {
      question: '{Is there an age limit|Can I bring children|Are gigs for all ages}?',
      answer:
        '{Ask us about the gig you want to see|Tell us which gig you have in mind} and we will {let you know|tell you}.',
    },
    {
      question: '{How do I ask a question|Who do I contact}{ about a gig|}?',
      answer:
        '{Use the details on this page|Send us a message|Get in touch} and we will {get back to you as soon as we can|reply as soon as we can}.',
    },
  ],
  ctaTitles: [
    '{Coming to a gig?|Fancy a night out?|See you down the front?|Ready for some music?}',
    '{See what is on|Catch a gig}{ at {name}| in {location}|}',
  ],
  ctaSubtitles: [
    '{Get in touch|Send us a message} to find out {what is coming up|who is playing next}.',
    '{Planning a night of your own?|Want the room for a night?} {Ask us about hire|Tell us your date}.',
  ],
  ctaButtons: [
    '{See what is on|Ask what is on|Who is playing}',
    '{Ask about hire|Message {name}|Contact the venue|Ask about a gig}',
  ],
  aboutExpandedTitle: '{A night at {name}|A night at the venue|Coming to a gig|On the night}',
  aboutExpanded: [
    '{Come through the door|Walk in}, {get a drink|find a spot} and {let the music do the rest|settle in for the night}. {We keep the sound right and the room friendly|We look after the sound and keep the welcome warm}{ — {services} and more|}, so all you need to do is {enjoy it|listen}.',
    '{Every night|Each gig} at {name} {starts with|is about} {the music|the artists on stage}. {We book acts we believe in|We put on music we love}, {look after the sound|care about the sound} and {keep the room friendly|make everyone welcome}.',
  ],
  contactTitle: '{Find the venue|Getting here|Find {name}|Getting to the venue}',
  footers: [
    '{name} — {live music|live music and good nights out}[ in {location}].',
    '{Live music|Good nights and live music}[ in {location}].',
  ],
};

/** Kinds of business in the entertainment industry; within the file, earlier kinds win ties. */
export const ENTERTAINMENT_KINDS: Kind[] = [
  {
    id: 'dj',
    words: ['dj=DJ', 'djs=DJ', 'disc jockey', 'mobile disco'],
    industry: 'entertainment',
    noun: 'DJ service',
    services: [
      item(
        'Weddings',
        '{Music for your day|A wedding playlist and a full floor}, planned with you{ in advance|}.',
        /wedding/i,
      ),
      item(
        'Parties',
        '{Birthdays and celebrations|Parties of every size} with {a full dance floor|music for the whole room|the right songs at the right time}.',
        /part(?:y|ies)|birthday/i,
      ),
      item(
        'Corporate events',
        '{Music for company nights and events|Sound and music for work parties}.',
        /corporate|company/i,
      ),
    ],
    schemaType: 'EntertainmentBusiness',
  },
  {
    id: 'music-venue',
    words: [
      'live music venue',
      'music venue',
      'live music bar',
      'gig venue',
      'concert venue',
      'concert hall',
      'jazz club',
      'live music club',
      'sala de conciertos',
      'salle de concert',
      'salle de concerts',
      'club de jazz',
      'musikclub',
      'konzerthaus',
      'livemusik-club',
    ],
    industry: 'entertainment',
    noun: 'music venue',
    services: [
      item(
        'Live music',
        '{Bands and artists|Bands and singers|Bands, singers and players|Live acts} {on our stage|in our room}{ — see what is coming up| — ask us who is next|}.',
        /live|band|gig|concert/i,
      ),
      item(
        'Open mic',
        '{A stage for new voices|Room on the stage for new acts|Your turn on the stage|A night for new talent}{ — come and play| — bring your instrument|}.',
        /open mic/i,
      ),
      item(
        'Private hire',
        '{Ask about|Talk to us about} hiring {the room|the venue|our space} for {your event|a party or event|your night}.',
        /hire|private|event/i,
      ),
    ],
    copy: MUSIC_VENUE,
    schemaType: 'MusicVenue',
  },
  {
    id: 'event-venue',
    words: [
      'wedding venue',
      'wedding venues',
      'wedding barn',
      'event venue',
      'events venue',
      'party venue',
      'function venue',
      'function room',
      'function rooms',
      'venue hire',
      'finca para bodas',
      'salón de bodas',
      'salón de eventos',
      'espacio para eventos',
      'lieu de réception',
      'salle de réception',
      'salle de réceptions',
      'domaine de mariage',
      'hochzeitslocation',
      'eventlocation',
      'festsaal',
    ],
    industry: 'entertainment',
    noun: 'venue',
    services: [
      item(
        'Weddings',
        'Ceremonies and receptions, planned with you.',
        /wedding|ceremon|boda|mariage|hochzeit/i,
      ),
      item(
        'Private parties',
        'Birthdays, anniversaries and celebrations.',
        /part(?:y|ies)|birthday|anniversar|celebrat|fiesta|fête|feier/i,
      ),
      item(
        'Corporate events',
        'Meetings, away days and company dinners.',
        /corporate|business|company|conference|meeting|empresa|entreprise|firmen/i,
      ),
    ],
    copy: {
      headlines: [
        'A place for your day[ in {location}]',
        'Celebrate with us[ in {location}]',
        'Your day, your way',
      ],
      subtitles: [
        '{name} is {kind}[ in {location}]. Tell us your date and your plans, and ask us anything.',
        'Planning a celebration[ in {location}]? Ask {name} about dates and what the venue offers.',
      ],
      about: [
        '{name} is {kind}[ in {location}][ for {audience}]. Get in touch with your date, the number of guests and what you have in mind.[ We have welcomed guests since {year}.]',
      ],
      ctaTitles: ['Check your date', 'Ask about your event'],
      footers: ['{name}[ — {location}].'],
    },
    // A venue may mention its catering or bar; it is still a venue.
    priority: 1,
  },
  {
    id: 'choir',
    words: [
      'choir',
      'choirs',
      'community choir',
      'chorus',
      'gospel choir',
      'coro',
      'chorale',
      'chor',
      'gospelchor',
    ],
    industry: 'entertainment',
    noun: 'choir',
    services: [
      item(
        'Rehearsals',
        '{Regular rehearsals|Rehearsals through the year|Time together learning new music}{, all voices welcome| — come and sing| with good company|}.',
        /rehears|practi[cs]e|week/i,
      ),
      item(
        'Concerts',
        '{Performances|Concerts and performances|Chances to sing for an audience} {through the year|for friends, family and the public}.',
        /concert|perform/i,
      ),
      item(
        'Join us',
        '{Ask about|Find out about} {coming along to sing with us|joining us|singing with us}{ — we would love to hear from you|}.',
      ),
    ],
    copy: CHOIR,
    schemaType: 'MusicGroup',
  },
  {
    id: 'escape-room',
    words: ['escape room', 'escape rooms', 'escape game', 'sala de escape', 'escape-game'],
    industry: 'entertainment',
    noun: 'escape room',
    services: [
      item(
        'Rooms',
        '{Puzzles and stories|Clues, locks and stories|Games with a story} to {solve as a team|crack together|work through as a team}.',
        /room|game/i,
      ),
      item(
        'Parties',
        '{Bring your group|Bring your friends or colleagues} for {a birthday or team day|a celebration or a team day|a party with a twist}.',
        /party|parties|team|corporate/i,
      ),
      item(
        'Gift vouchers',
        '{A game to give as a present|An escape to give as a gift|A present with a puzzle in it}.',
        /voucher|gift/i,
      ),
    ],
    copy: ESCAPE_ROOM,
    schemaType: 'EntertainmentBusiness',
  },
];
