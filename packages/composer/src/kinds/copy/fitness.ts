import type { KindCopy } from '../types';

/** Copy for yoga teachers and personal trainers, whose industry's bank is a gym's. */
export const YOGA: KindCopy = {
  headlines: [
    '{Breathe, move, feel better|Move, breathe, slow down}[ in {location}]',
    '{Yoga for every body|Yoga for everybody}',
    '{Make time for you|Make time to breathe|Time on the mat}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — a {calm|quiet|friendly} space to {move, breathe and slow down|stretch, breathe and switch off|move well and slow down}.',
    '{name} is {kind}[ in {location}], with {unhurried|clearly taught|gentle} classes {for every level|for beginners and regulars alike} and {options in every pose|room to go at your own pace}.',
  ],
  buttons: ['{Book a class|Book your first class|Find a class}', '{See classes|View classes|Our classes}'],
  about: [
    '{name} is {kind}[ in {location}], a calm and welcoming space for every level[ — {audience} included]. Classes are unhurried, clearly taught and adapted to how your body feels on the day.',
    'We opened {name} to make yoga feel welcoming to everyone. Whether you are brand new or have practised for years, you will find clear guidance and room to go at your own pace.',
    '{name} is {kind}[ in {location}] where {nobody needs to be flexible|flexibility is never required} to start. {Every class|Each class} {offers options in every pose|has easier and harder options}, and {you are always free to rest|rest is always allowed}[ — {audience} welcome].',
  ],
  aboutTitles: ['About {name}', '{Why practise with us|Practise with us}'],
  servicesTitles: ['{Classes|Our classes}', '{Ways to practise|How to practise with us}'],
  servicesSubtitles: [
    '{Classes for every level|Classes for all levels}, taught with care.',
    '{New to yoga?|Not sure where to start?} {Ask us|Tell us a little about you} and we will {suggest a class|help you choose}.',
  ],
  serviceLines: [
    '{service}, taught with care at a pace that suits you.',
    '{service} classes for every level.',
    '{service}, with options in every pose.',
    '{service} — ask us which class suits you.',
    '{service}, calm and clearly taught.',
  ],
  featuresTitle:
    '{Why people practise here|What classes are like|Why practise with {name}|What a class is like}',
  features: [
    {
      name: '{Clear teaching|Clearly taught|Every pose explained|Guided with care|Good guidance}',
      description:
        '{Every pose|Each pose} {explained clearly|taught clearly|broken down}, with {options|alternatives} {for every body|to suit how you feel|for every level}{ at {name}| in {location}|}.',
    },
    {
      name: '{Every body welcome|New or experienced|{Beginners|Newcomers} very welcome|Every level, one room}',
      description:
        '{Beginners and regular practitioners|First-timers and long-time students|Newcomers and regulars} {practise side by side|share the room|practise together}{ in {location}| at {name}|}.',
    },
    {
      name: '{A calm space|Room to breathe|Somewhere calm|Time to slow down|A quiet hour}',
      description:
        '{A calm, welcoming|A quiet, friendly|A peaceful} {noun}{ in {location}| at {name}|} where you can {slow down|switch off|leave the day at the door}.',
    },
  ],
  faq: [
    {
      question:
        '{I am new to yoga — is that okay?|I have never done yoga — can I come?|Are your classes suitable for beginners?}',
      answer:
        '{Absolutely|Yes, of course|Very much so}. {Let us know|Tell us} {it is your first class|you are new} and we will {explain each pose|offer simpler options} and {help you settle in|keep an eye on you}{ at {name}|}.',
    },
    {
      question: 'What should I {bring|wear}{ to my first class|}?',
      answer:
        '{Comfortable clothes you can move in|Clothes you can stretch in} and a {water bottle|bottle of water}. {Ask us|Check with us} {whether to bring your own mat|about mats} when you book.',
    },
    {
      question: '{Do I need to be flexible|Do I have to be flexible to start}?',
      answer:
        '{Not at all|No}. {Flexibility comes with practice|You become more flexible by practising}, and {every pose has an easier version|we offer options in every pose}.',
    },
    {
      question: '{Can I practise with an injury|What if I have an injury or a health condition}?',
      answer:
        '{Tell us|Let us know} before class and we will {suggest options|offer alternatives} {that suit you|to work around it}. {If in doubt|If you are unsure}, check with your doctor first.',
    },
    {
      question: '{How do I book a class|How can I book}{ at {name}|}?',
      answer:
        '{Get in touch|Message us|Contact {name}} {using|with} the details on this page and we will {help you find|tell you about} a class that suits you{ — ask us about {services}|}.',
    },
  ],
  ctaTitles: [
    '{Ready to roll out your mat|Ready for your first class|Ready to practise}{ at {name}|}?',
    'Your first class{ at {name}| in {location}|} is {waiting|a message away}',
  ],
  ctaSubtitles: [
    '{Get in touch|Message us} and we will {help you find the right class|suggest a class to start with}{ in {location}|}.',
    '{Tell us a little about you|Tell us how you like to practise} and we will {suggest where to start|find a class that suits you}.',
  ],
  ctaButtons: ['{Book a class|Book your first class}', '{Ask about classes|Get in touch|Message us}'],
  aboutExpandedTitle: '{How we teach|Our approach|How classes work}',
  aboutExpanded: [
    'Good yoga meets you where you are. We teach the basics clearly, offer options in every pose and keep classes calm, so you leave feeling better than when you arrived.',
    '{Every class|Each class} {starts|begins} {slowly|gently}, {with time to arrive|with a few minutes to settle} and {notice your breath|find your breath}. {At {name}, we|We} {build from there|build up gradually} and {always leave time|always make time} to rest at the end.',
    '{There is no|You will find no} {perfect pose|right way to look} in {our classes|a class here}. {At {name}, we|We} {teach|explain} what each pose is for, {show easier and harder versions|offer options}, and {let you choose|leave the choice to you}{ in {location}|}.',
  ],
  contactTitle: '{Come to a class|Join a class|Where to find us|Find a class}',
  footers: [
    '{name} — {yoga for every body|calm, clear yoga|yoga at your own pace}[ in {location}].',
    '{Breathe, move, slow down|Yoga for every level}[ in {location}].',
  ],
  plans: [
    { name: 'Drop-in class', features: ['Come when it suits you'] },
    { name: 'Class pass', features: ['For regular practice'] },
    { name: 'Private session', features: ['One-to-one teaching'] },
  ],
};

export const TRAINER: KindCopy = {
  headlines: [
    '{Coaching built around you|Training planned around you|Your goals, your plan}[ in {location}]',
    '{Stronger, fitter, more confident|Get fitter, feel stronger}',
    '{Personal coaching, properly planned|One plan, built for you}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — coaching planned around {your goals|your goals and your week|where you are now}.',
    '{name} is {kind}[ in {location}]: {a plan built around your goals|sessions planned around you}, {coaching on every rep|clear coaching} and {honest check-ins|steady progress}.',
  ],
  about: [
    '{name} is {kind}[ in {location}], helping people get fitter, stronger and more confident[ — {audience} included]. Every session is planned around you, your goals and your starting point.',
    'Training works best when it fits your life. We start with where you are, set goals with you and keep every session focused, so you can see the progress you make.',
  ],
  servicesSubtitles: [
    '{Sessions|Coaching} planned around your goals{, whatever your starting point|}.',
    '{Not sure what you need?|New to training?} {Tell us your goals|Ask us} and we will {suggest where to start|plan the first steps with you}.',
  ],
  features: [
    {
      name: '{Planned around you|Your plan|Built around you|Your goals first|A plan that fits}',
      description:
        '{Every session|Each session}{ with {name}| in {location}|} {is planned|is built} around {your goals|your goals and your week|where you are now}.',
    },
    {
      name: '{Coaching on every rep|Technique first|Form before load|Every rep coached}',
      description:
        '{We watch your form|We keep an eye on your technique} and {adjust|fine-tune} {as you go|each session} {so you keep improving|without rushing you}.',
    },
    {
      name: '{Track your progress|Small wins add up|Goals that move|Progress, tracked|Check-ins that help}',
      description:
        '{We check in|We track how you are doing} {regularly|as you go} and {change|adjust} the plan {when life gets busy|when you need it|as you get stronger}{ in {location}|}.',
    },
  ],
  aboutExpanded: [
    'Good coaching is personal. {At {name}, we|We} {start with|begin with} {a proper chat about|a look at} your goals, {build|write} a plan {you can keep to|that fits your life} and {adjust it|change it} as you {progress|get stronger}.',
    'No two clients train the same way. {At {name}, every|Every} session{ in {location}|} has {a clear purpose|a clear goal}, {coaching on technique|close attention to your form} and {a plan for next time|a next step}.',
  ],
  contactTitle: '{Train with us|Book a session|Talk about your goals|Get started}',
  footers: [
    '{name} — {coaching planned around you|personal coaching|training built around your goals}[ in {location}].',
  ],
};
