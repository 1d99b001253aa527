import type { KindCopy } from '../types';

/** Copy for vets, whose industry's bank is a clinic's for people. */
export const VET: KindCopy = {
  headlines: [
    '{Caring for your pets|Care for your pets|Gentle care for your pets}[ in {location}]',
    '{Gentle care for the animals you love|Calm, careful care for the animals you love}',
    '{Your pet, in good hands|Good hands for your pet}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}], {caring for pets|looking after pets and their owners} with {time to listen|time for your questions|calm, careful hands}.',
    '{name} is {kind}[ in {location}] — we {take|make} the time to {explain what we find|talk you through your options} and {plan care around your pet|agree the next step with you}.',
  ],
  about: [
    '{name} is {kind}[ in {location}] that puts pets and their owners first. We take time to listen, explain your options clearly and plan care around your pet[ — for {audience}].',
    'At {name}, good care starts with a conversation. We want you to feel comfortable asking questions, understand what is happening at each step and leave with a clear plan for your pet.',
    '{name} is {kind}[ in {location}] where {pets are handled calmly|every animal is handled gently} and {owners get clear answers|every question gets a clear answer}. {We explain what we find|We tell you what we see}, {talk through the options|go through the choices} and {decide the next step with you|plan the next step together}.',
  ],
  faq: [
    {
      question: '{How do I|How can I} {book an appointment|make an appointment|book my pet in}{ at {name}|}?',
      answer:
        '{Contact us|Get in touch|Call us} {using|with} the details on this page and we will {find|arrange} a time that {works for you|suits you and your pet}{ for {services}|}.',
    },
    {
      question: 'What should I bring to my pet’s first {visit|appointment}?',
      answer:
        'Bring {any previous records|your pet’s previous records} and {a list of any medicines your pet takes|details of any medicines they take}{, plus any questions you have|}.',
    },
    {
      question: '{What if I need to cancel|Can I change my pet’s appointment}?',
      answer:
        '{Please|Just} let us know as {early|soon} as you can, so we can offer the time to {another pet|another owner and their pet}.',
    },
    {
      question: '{How can I keep my pet calm before a visit|My pet gets nervous at the vet — any tips}?',
      answer:
        '{A familiar blanket|Something that smells of home} in the {carrier|basket or carrier} can help. {Tell us|Let us know} if your pet is nervous and we will {take things slowly|give them time to settle}.',
    },
    {
      question: '{How often should my pet have a check-up|How often should I bring my pet in}?',
      answer:
        'It depends on {your pet’s age and health|the animal, its age and its health}. {Ask us at your next visit|Ask us when you book} and we will {suggest a routine|tell you what we recommend}.',
    },
    {
      question: '{Can I ask a question before booking|Can I get in touch with a question first}?',
      answer:
        '{Of course|Yes, of course}. {Get in touch|Call or message us} and we will {help where we can|tell you whether your pet needs an appointment}.',
    },
  ],
  footers: [
    '{name} — {caring for pets|gentle care for pets|care for pets and their owners}[ in {location}].',
  ],
};
