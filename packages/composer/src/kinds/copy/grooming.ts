import type { KindCopy } from '../types';

/** Copy for barbers and dog groomers, whose industry's bank is a beauty salon's. */
export const BARBER: KindCopy = {
  headlines: [
    '{Sharp cuts|Clean cuts|Proper cuts}[ in {location}]',
    '{Look sharp, feel sharp|Look sharp, feel good}',
    'A proper cut, {done with care|done right|never rushed}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}], where every {cut|trim|visit} gets {time and care|proper attention|the time it needs}.',
    '{name} is {kind}[ in {location}] — {take a seat|grab a chair}, {tell us how you like it|say how you want it} and {leave looking sharp|walk out looking sharp}.',
    '{name} is {kind}[ in {location}]: {good cuts|sharp cuts|clean cuts}, {easy conversation|a bit of chat} and {a proper finish|a tidy finish}.',
  ],
  buttons: [
    '{Book a cut|Book your cut|Book a chair}',
    '{Find us|Find us in {location}|How to find us|Find the shop}',
  ],
  about: [
    '{name} is {kind}[ in {location}]. Take a seat, tell us what you want and we will take care over every detail[ — for {audience}].[ Cutting hair since {year}.]',
    'At {name}, a good cut starts with listening. We talk through what you want, cut with care and never rush the finish.',
    '{name} is {kind}[ in {location}] that keeps things {simple|straightforward}: {a proper chat|a quick chat} about what you want, {a careful cut|a cut done with care} and {a clean finish|a sharp finish}[ — {audience} welcome].',
  ],
  servicesTitles: ['{What we do|What we offer}', 'In the chair'],
  servicesSubtitles: [
    '{Every|Each} cut {starts|begins} with a {quick|short} chat about what you want.',
    '{Tell us how you like it|Show us a photo or tell us how you like it} and we will {take it from there|do the rest}.',
  ],
  serviceLines: [
    '{service}, done with care and a sharp finish.',
    '{service} — no rush, just a proper job.',
    '{service}, talked through first and finished properly.',
    '{service} the way you like it.',
    '{service}, with clean lines and a tidy finish.',
  ],
  featuresTitle:
    '{Why people come back|Why regulars come back|What to expect in the chair|Why customers come back}',
  features: [
    {
      name: '{Your cut, your call|{How|The way} you like it|A word before we start|{Tell us|Show us} how you like it|{We ask|We listen} first}',
      description:
        '{Every cut{ at {name}| in our {location} {noun}|}|{Every|Each} visit{ to {name}| to our {location} {noun}|}} {starts|begins} with {a chat|a quick chat|a word} about {what you want|how you like it|what you are after}.',
    },
    {
      name: '{Clean lines|{A sharp|A clean|A tidy} finish|{Finished|Done} properly|No shortcuts}',
      description:
        '{We take the time|We take our time|No rushing — we take the time} to get the {finish|lines|last details} right{ on {services}| at {name}|}.',
    },
    {
      name: '{A relaxed chair|{Easy|Good} conversation|No rush|Sit back|Good company|Take a seat}',
      description:
        '{Easy conversation|Good chat|A bit of banter} and {no rush|no hurry|time to sit back}{ at {name}| in {location}|}.',
    },
  ],
  faq: [
    {
      question: '{How do I book|How can I book a cut|Can I book ahead}{ at {name}|}?',
      answer:
        '{Get in touch|Message us|Call us} {using|with} the details on this page and we will {find you a time|get you in the chair}{ for {services}|}.',
    },
    {
      question: '{Can I bring a photo of the cut I want|Can I show you a photo of what I want}?',
      answer:
        '{Yes, please do|Please do|Of course}. A photo {makes it easy|is the quickest way} to {show us|explain} what you {are after|have in mind}, and we will {tell you honestly how it will work with your hair|be straight about what will suit your hair}.',
    },
    {
      question: '{How long does a cut take|How long should I allow for a cut}?',
      answer:
        'It depends on {the cut|what you are having}. {Ask us|Tell us what you are after} when you {book|get in touch} and we will {give you an idea|let you know how long to allow}.',
    },
    {
      question: '{How often should I get a trim|How often should I come in}?',
      answer:
        'It depends on {the cut|your style} and how sharp you like to keep it. {Ask us|Ask in the chair} and we will {suggest|tell you} how often {makes sense|suits the cut}.',
    },
    {
      question: '{What if I need to change my appointment|What if I cannot make my slot}?',
      answer:
        '{Just|Please} let us know as {early|soon} as you can, so we can {give|offer} the {slot|chair} to someone else{ and find you another time|}.',
    },
  ],
  ctaTitles: [
    '{Due a trim|Time for a trim|Due a fresh cut|Ready for a fresh cut}{ at {name}|}?',
    '{Hair getting long|Overdue a cut|Time to tidy up}?',
  ],
  ctaSubtitles: [
    '{Find our details below|Our details are below} {and book your next cut{ at {name}| in {location}|}|and book in{ at {name}|}|— book your next cut{ at {name}| in {location}|}}.',
    '{Get in touch|Message us} and {we will find you a time|we will get you booked in}{ for {services}|}.',
  ],
  ctaButtons: ['{Book now|Book a cut|Book your chair}', '{Message the shop|Call the shop|Get in touch}'],
  aboutExpandedTitle: '{How we cut|Our way with a cut|How a visit goes}',
  aboutExpanded: [
    '{At {name}, we|We} keep it simple: listen first, cut with care and never rush the finish. Tell us how you like it and we will remember next time.',
    '{A good cut|A proper cut} {starts|begins} {before the clippers come out|with a conversation}. {At {name}, we|We} {ask|check} how you {wear|style} your hair, {suggest what will work|tell you honestly what will work} and {take our time|never rush} over the {finish|last details}.',
    '{We would rather|We prefer to} {take a few extra minutes|take a little longer} and {get it right|send you out looking sharp}. {At {name}, every|Every} {cut|visit}{ in {location}|} {ends|finishes} with a {check in the mirror|proper look in the mirror} before you {get up|leave the chair}.',
  ],
  contactTitle: '{Find the shop|Visit the {noun}|Where to find us|Come in for a cut|Book your chair}',
  footers: [
    '{name} — {sharp cuts|clean cuts|unhurried cuts}[ in {location}].',
    '{Sharp cuts and easy conversation|Cuts done properly}[ in {location}].',
  ],
  plans: [
    { name: 'Cut', features: ['A cut and finish'] },
    { name: 'Cut & beard', features: ['Cut plus beard tidy'] },
    { name: 'The works', features: ['The full visit'] },
  ],
};

export const DOG_GROOMING: KindCopy = {
  headlines: [
    '{Grooming your dog will love|Gentle grooming for happy dogs|Grooming dogs enjoy}',
    '{Clean, comfy and looking great|Fresh, fluffy and happy|Clean coat, happy dog}',
    'Happy dogs[ in {location}]',
    '{Calm|Gentle|Patient} dog grooming[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — {calm|gentle|patient}, {careful|unhurried} grooming {for your dog|at your dog’s pace}.',
    '{name} is {kind}[ in {location}], where every dog {is handled gently|gets time to settle in|goes at their own pace} and {leaves clean and comfy|goes home fresh and happy|heads home looking smart}.',
  ],
  buttons: [
    '{Book a groom|Book your dog in|Arrange a groom}',
    '{Ask about a groom|Tell us about your dog|Message us}',
  ],
  aboutTitles: ['About {name}', '{Meet the groomer|Who we are|Welcome to {name}}'],
  about: [
    '{name} is {kind}[ in {location}]. We take time to get to know every dog, handle them gently and keep each groom calm and unhurried[ — for {audience}].',
    'At {name}, every groom starts with a chat about your dog: their coat, their quirks and how you like them to look. Then we take our time, so they leave clean, comfy and happy.',
    '{name} is {kind}[ in {location}] for dogs of {every shape and size|all shapes and sizes}. {Nervous first-timers|Shy dogs} and {old hands|confident regulars} {alike|both} get {a gentle hello|time to settle}, {plenty of patience|patient hands} and breaks when they need them.',
  ],
  servicesTitles: ['{Grooming|Grooms}', '{What we offer|How we can help}'],
  servicesSubtitles: [
    '{Every|Each} groom {starts|begins} with a chat about your dog{ and their coat|}.',
    '{Not sure what your dog needs?|Not sure which groom to book?} {Ask us|Tell us about their coat} and we will {suggest one|help you choose}.',
  ],
  serviceLines: [
    '{service}, done gently and with patience.',
    '{service} — calm, careful and unhurried.',
    '{service}, at a pace your dog is happy with.',
    '{service}, with breaks whenever your dog needs them.',
    '{service} — tell us about your dog and we will do the rest.',
  ],
  featuresTitle:
    '{Why owners trust us|Why dogs and owners come back|How we look after your dog|What your dog can expect}',
  features: [
    {
      name: '{Gentle handling|Handled gently|Calm and gentle|Patience first|At their pace}',
      description:
        '{Calm, patient care|Patient, gentle handling|Calm hands and plenty of patience} for {nervous and bouncy dogs alike|shy dogs and lively ones alike|nervous dogs and confident ones}{ at {name}| in {location}|}.',
    },
    {
      name: '{Tell us about them|You know them best|Your dog, your say|We ask about your dog}',
      description:
        '{Tell us about your dog|Tell us about their coat and character|Tell us what they are like} and how you like them {groomed|to look}{ — we listen before we start| before we begin|}.',
    },
    {
      name: '{Care in every snip|A careful finish|Neat and tidy|{Brushed|Trimmed} with care}',
      description:
        '{We take our time|We work carefully|We go at a steady pace} to get {the finish|every detail|the last snip} right{ on every groom at {name}|}.',
    },
  ],
  faq: [
    {
      question: '{How do I book a groom|How can I book|How do I book my dog in}{ with {name}|}?',
      answer:
        '{Get in touch|Contact {name}|Message us} {using|with} the details on this page and we will find a time that {suits you|suits you and your dog}{ for {services}|}.',
    },
    {
      question:
        '{My dog is nervous — can you help?|What if my dog gets anxious?|My dog is shy — is that okay?}',
      answer:
        '{Tell us|Let us know} about your dog before the appointment and we will {go at their pace|take things slowly|give them time to settle}{, with breaks when they need them|}.',
    },
    {
      question: '{How often should my dog be groomed|How often does my dog need a groom}?',
      answer:
        'It depends on the {breed and the coat|coat and how active they are}. {Ask us|Tell us about them} and we will suggest {what suits your dog|a routine that suits them}.',
    },
    {
      question: '{What should I tell you before the first groom|Is there anything you need to know first}?',
      answer:
        '{Tell us|Let us know} about {any health problems, sore spots or matting|anything that might affect the groom, such as sore spots or matting}, and {anything that worries them|how they feel about clippers and water|what they do and do not enjoy}.',
    },
    {
      question: '{Can I stay with my dog|Can I wait while my dog is groomed}?',
      answer:
        '{Ask us|Talk to us} when you book — {some dogs settle better without their owner|many dogs settle better once their owner has left}, and we will {tell you what we suggest|help you decide what suits yours}.',
    },
    {
      question: '{How long does a groom take|How long will my dog be with you}?',
      answer:
        'It depends on the {size, coat and groom|dog, the coat and the groom}. We will {give you an idea|tell you roughly how long} when you book.',
    },
  ],
  ctaTitles: [
    '{Time for a groom|Due a groom|Ready for a groom}{ at {name}|}?',
    '{Book your dog in|Bring your dog in}{ at {name}|}',
  ],
  ctaSubtitles: [
    '{Get in touch|Message us} to book your dog’s {next groom|first groom|next visit}{ with {name}|}.',
    '{Tell us about your dog|Tell us about their coat} and we will {find a time|suggest the right groom}{ in {location}|}.',
  ],
  ctaButtons: [
    '{Book a groom|Book your dog in}',
    '{Message us|Ask a question|Tell us about your dog}',
    '{Ask us about your dog|Ask about a groom}',
  ],
  aboutExpandedTitle: '{How we groom|Our approach|A groom, step by step}',
  aboutExpanded: [
    'Every dog is different. {At {name}, we|We} start with a gentle hello, check the coat and work at a pace your dog is comfortable with — with breaks when they need them.',
    '{A good groom|A calm groom} starts {before the clippers come out|with a gentle hello}. {At {name}, we|We} {let your dog settle|give your dog time to settle}, {check the coat|look over the coat} and {explain what we suggest|tell you what we plan to do}.',
    '{We never rush a dog|No dog is rushed here}. {At {name}, we|We} {work in short stages|take things one step at a time}, {stop for a break|pause} whenever {they need one|your dog needs it} and {tell you how it went|let you know how they got on} when you collect them.',
  ],
  contactTitle: '{Book a groom|Book your dog in|Find us|Get in touch about a groom}',
  footers: [
    '{name} — {gentle dog grooming|calm, careful grooming|grooming at your dog’s pace}[ in {location}].',
    '{Happy dogs, clean coats|Gentle grooming for every dog}[ in {location}].',
  ],
  plans: [
    { name: 'Bath & brush', features: ['A quick freshen-up'] },
    { name: 'Full groom', features: ['Bath, cut and finish'] },
    { name: 'Puppy groom', features: ['A gentle first visit'] },
  ],
};
