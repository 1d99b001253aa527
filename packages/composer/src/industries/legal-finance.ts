import type { IndustryProfile } from './profile';

export const legal: IndustryProfile = {
  noun: 'law firm',
  headlines: [
    '{Clear|Straightforward|Practical} legal advice you can {trust|act on|follow}',
    'On your side[ in {location}]',
    '{Legal help|Legal advice|The law}, in plain language',
    '{Protecting|Looking after|Standing up for} what matters to you',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], {giving clear, practical advice you can act on|explaining the law plainly and helping you decide what to do|helping you understand where you stand and what comes next}.',
    '{name} gives {practical, straightforward|clear, down-to-earth|plain, practical} legal advice[ in {location}] — so you can {make decisions with confidence|decide your next step with confidence|move forward knowing where you stand}.',
    'At {name}, we {explain your options clearly|set out your options plainly|tell you where you stand} and {stand with you at every step|stay with you from the first call to the last|keep you informed at every step}.',
  ],
  buttons: [
    '{Book a consultation|Arrange a consultation|Ask for a consultation}',
    '{Get advice|Get legal advice|Ask for advice}',
    '{Contact the firm|Write to us|Send us your question|Message {name}}',
  ],
  aboutTitles: ['About {name}', '{Our firm|About the firm|Who we are}'],
  about: [
    '{name} is a[ {location}] firm that believes legal advice should be {clear, practical and personal|plain, practical and personal|clear, honest and practical}. We {take time to understand|start by understanding|listen carefully to} your situation and {set out your options in words you can follow|explain what the law means for you|talk you through your options one by one}[ — for {audience}].[ We have been advising clients since {year}.]',
    '{Legal matters can be stressful|A legal problem can feel overwhelming|The law can feel daunting}. At {name}, we {make them clearer|make things clearer|help you see it clearly}: we listen, explain what the law means for you and agree a plan you understand[, for {audience} and every client who walks through our door].',
  ],
  servicesTitles: [
    '{Areas of practice|How we can help|What we advise on|Our areas of law|Where we can help}',
  ],
  servicesSubtitles: [
    '{Straightforward|Clear|Practical} advice on {the matters that affect you most|the questions that matter to you|the things that keep you up at night}.',
  ],
  services: [
    {
      name: 'Family law',
      description:
        '{Sensitive, practical advice on family matters|Calm, careful advice when family life changes|Support and clear advice through family matters}.',
      when: /family|divorce|custody/i,
    },
    {
      name: 'Wills & estates',
      description:
        '{Plan ahead and protect the people who matter|Wills and estates, set out clearly for the people you love|Your wishes set down clearly and carefully}.',
      when: /will|estate|probate/i,
    },
    {
      name: 'Property law',
      description:
        '{Clear guidance through buying, selling and leasing|Buying, selling or leasing, with the legal side explained|Careful legal work on the property you buy, sell or lease}.',
      when: /property|conveyanc|real estate/i,
    },
    {
      name: 'Employment law',
      description:
        '{Advice for employees and employers alike|Clear advice on work contracts, disputes and rights|Practical help with problems at work}.',
      when: /employ/i,
    },
    {
      name: 'Business law',
      description:
        '{Contracts and advice that help your business run smoothly|Practical legal help for the business you run|Contracts and advice written for your business}.',
      when: /business|contract|commercial/i,
    },
    {
      name: 'Disputes',
      description:
        '{Practical help to resolve disagreements|Clear advice when a disagreement will not go away|A calm, practical route through a dispute}.',
    },
    {
      name: 'Initial consultations',
      description:
        '{A first conversation to understand your situation and your options|A first meeting to hear what has happened and what you can do|Time to talk through your situation before you decide anything}.',
    },
    {
      name: 'Document review',
      description:
        '{Careful review of contracts and paperwork before you sign|A careful read of the small print before you sign|Contracts and letters checked and explained}.',
    },
  ],
  serviceLines: [
    '{service}, explained in plain language {with a clear plan|and planned step by step|with clear next steps}.',
    '{Practical|Clear|Careful} advice on {service}, {focused on the outcome you need|with your goals in mind|from the first meeting onwards}.',
    '{service} — {we explain where you stand and what to do next|ask us what it means in your situation|clear advice, without the jargon}.',
  ],
  featuresTitle: '{Why clients choose us|How we work for you|What you can expect}',
  features: [
    {
      name: '{Plain language|No legal jargon|Plain English|Clear words}',
      description:
        '{We explain the law without the jargon|You get advice in words you use every day|We translate the legal language into plain terms|Every letter and every meeting in plain language}.',
    },
    {
      name: '{Clear next steps|Always a next step|A plan you understand|Know what comes next}',
      description:
        '{You always know what happens next|Every meeting ends with clear next steps|We agree the plan with you and keep to it|You know where your matter stands at each stage}.',
    },
    {
      name: '{Personal attention|Your matter, our attention|A personal approach|People who know your case}',
      description:
        '{Your matter is handled by people who know it|You deal with people who know your case|We take the time to know your situation properly|Advice built on your situation, not a template}.',
    },
  ],
  faq: [
    {
      question: '{How do I arrange a consultation|How do I book a first meeting|How do we get started}?',
      answer:
        '{Contact us|Get in touch|Send us a message} with a short outline of your matter and we will {arrange a time to talk|suggest a time to meet|find a time to talk it through}.',
    },
    {
      question:
        '{What should I bring to our first meeting|What should I have ready for the first meeting|How do I prepare for a consultation}?',
      answer:
        '{Any documents related to your matter|Any letters, contracts or papers about your matter|The paperwork you have about your matter} and {a list of the questions you would like answered|the questions you most want answered|a note of any dates that matter}.',
    },
    {
      question: '{How will I know what it will cost|How do your fees work|Will I know the cost in advance}?',
      answer:
        'We {explain how fees work for your matter|talk you through the fees for your matter|set out how our fees work for your matter} {before any work begins|before we start|at the outset}.',
    },
    {
      question:
        '{Is what I tell you confidential|Will our conversation stay private|Can I talk to you in confidence}?',
      answer:
        '{Yes|Yes, of course}. {What you tell us stays between you and us|We treat everything you tell us in confidence}{, and we will explain how we handle your information|}.',
    },
    {
      question:
        '{Do I need a lawyer for this|Is my problem worth a lawyer’s time|How do I know if I need legal advice}?',
      answer:
        '{Tell us briefly what has happened|Give us a short outline of your situation} and we will {tell you honestly whether we can help|give you an honest view of whether you need us}.',
    },
    {
      question: '{Will you keep me updated|How will I know what is happening|Who do I ask about progress}?',
      answer:
        '{We keep you updated as your matter moves on|You will hear from us at each stage|We tell you what has happened and what comes next}, and you can {ask us a question at any time|get in touch whenever you need to}.',
    },
  ],
  ctaTitles: [
    '{Need legal advice|Need a lawyer|Facing a legal question|Not sure where you stand}?',
    '{Talk to us today|Let’s talk it through|Start with a conversation}',
  ],
  ctaSubtitles: [
    '{Get in touch for a clear, confidential conversation|Tell us what has happened and we will explain your options|A short message is all it takes to get started}.',
  ],
  ctaButtons: [
    '{Book a consultation|Arrange a consultation|Ask for a consultation}',
    '{Contact the firm|Write to us|Send us your question|Message {name}}',
  ],
  plans: [],
  aboutExpandedTitle: '{Our approach|How we handle your matter|From first call to final letter}',
  aboutExpanded: [
    '{We listen first, then explain|First we listen, then we explain|We start by listening}. Every client {receives|gets} {clear advice|straight advice in plain words}, {an honest view of their options|an honest view of where they stand} and {regular updates|updates as things move} — so there are {no surprises along the way|no surprises later|no unwelcome surprises}.',
  ],
  contactTitle: '{Contact the firm|Contact us|Speak to the firm|Talk to us}',
  footers: [
    '{name} — {clear, practical legal advice|plain-spoken legal advice|practical advice on the law}[ in {location}].',
    '{Legal advice in plain language|Clear, practical legal advice|The law, explained plainly}.',
  ],
};

export const finance: IndustryProfile = {
  noun: 'firm',
  headlines: [
    '{Numbers|Your numbers|Your finances} made {clear|simple|easy to follow}',
    '{Financial confidence|Clarity about money|Confidence with money} starts here',
    '{Smart|Clear|Sound} money decisions[ in {location}]',
    '{Take control of|Get on top of|Get a clear view of} your {finances|money|numbers}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], {helping you understand your money and plan with confidence|keeping your finances in order and explaining what the numbers mean|taking care of the numbers so you can get on with the rest}.',
    '{name} helps {individuals and businesses|people and businesses|households and small businesses}[ in {location}] {understand their money and plan with confidence|keep on top of their finances|make sense of their numbers}.',
    'At {name}, we {keep your finances organised|keep your paperwork in order|keep the numbers tidy} and {explain what the numbers mean|tell you what the figures say}.',
  ],
  buttons: [
    '{Book a consultation|Arrange a consultation|Book a call}',
    '{Ask us a question|Drop us a line|Write to us|Contact us in {location}}',
    '{Talk to an adviser|Speak to an adviser|Ask a question}',
  ],
  aboutTitles: ['About {name}', '{Who we are|About us|Our firm}'],
  about: [
    '{name} provides clear, dependable financial services[ in {location}]. We {keep things organised|keep your records in order|keep the paperwork tidy}, {explain what the numbers mean|tell you what the figures say|explain every figure that matters} and {help you plan ahead|help you look ahead|help you plan for what comes next}[ — for {audience}].[ We have been working with clients since {year}.]',
    '{At {name}, good financial advice is straightforward|{name} believes good financial advice should be straightforward}. We {take time to understand|start by understanding} your situation, {answer your questions in plain language|answer every question in plain language|explain things without the jargon} and {keep you on top of what matters|keep the important dates in view with you}[, especially for {audience}].',
  ],
  servicesTitles: ['{Our services|How we help|What we do|How we can help|What we take care of}'],
  servicesSubtitles: [
    '{Your numbers, explained clearly|Everyday finances, handled and explained|Clear help with the numbers that matter|Straight answers about your money}.',
  ],
  services: [
    {
      name: 'Bookkeeping',
      description:
        '{Tidy, up-to-date records without the hassle|Records kept tidy and up to date|Your books kept in order through the year}.',
      when: /book/i,
    },
    {
      name: 'Tax returns',
      description:
        '{Your tax return, prepared and filed|Your return prepared carefully and filed for you|Tax returns prepared and explained}.',
      when: /tax/i,
    },
    {
      name: 'Accounts',
      description:
        '{Year-end accounts explained in plain language|Accounts prepared and talked through with you|Your accounts, set out clearly}.',
      when: /account/i,
    },
    {
      name: 'Payroll',
      description:
        '{Payroll run carefully every pay day|Your team’s pay worked out each pay day|Payslips and payroll, handled for you}.',
      when: /payroll/i,
    },
    {
      name: 'Financial planning',
      description:
        '{A clear plan for the goals that matter to you|A plan built around your goals|Planning ahead, one clear step at a time}.',
      when: /plan|advis|wealth|retire|invest/i,
    },
    {
      name: 'Insurance advice',
      description:
        '{Straightforward help choosing the right cover|Plain advice on the cover you need|Help comparing cover, explained simply}.',
      when: /insur/i,
    },
    {
      name: 'Consultations',
      description:
        '{A clear conversation about where you are and what you need|A first talk about your situation and your options|Time to talk through where you are and where you want to be}.',
    },
    {
      name: 'Ongoing support',
      description:
        '{Help through the year, not just at deadlines|Support all year round, not only at the deadline|Someone to ask whenever a question comes up}.',
    },
    {
      name: 'Plain-English advice',
      description:
        '{Straight answers about your numbers, without the jargon|Advice you can follow, without the jargon|Your numbers explained in words you use}.',
    },
  ],
  serviceLines: [
    '{service}, {handled accurately|done carefully|prepared with care} and {explained clearly|explained in plain language|talked through with you}.',
    '{service} — {ask us how it works for you|we explain what it means for you|we will tell you what we need from you}.',
    '{Clear help with|Straightforward help with|Careful work on} {service}, {without the jargon|explained as we go|from start to finish}.',
  ],
  featuresTitle: '{Why clients trust us|Why clients choose us|How we work with you|What you can expect}',
  features: [
    {
      name: '{Numbers explained|Figures in plain words|What the numbers mean|Plain answers about money}',
      description:
        '{We tell you what the numbers mean, not just what they are|Every figure comes with an explanation you can follow|We explain the figures until they make sense to you|You get straight answers about your money}.',
    },
    {
      name: '{Deadlines in view|Dates that matter|Key dates in view|Dates planned ahead}',
      description:
        '{Ask us about the dates that matter for your business|We keep the important dates in view with you|We help you plan around the dates that matter|Tell us your key dates and we will plan around them}.',
    },
    {
      name: '{Personal service|People who know you|A personal touch|Advice that fits}',
      description:
        '{A team that knows you and your situation|You deal with people who know your situation|Advice shaped around your situation, not a template|Help that starts from your situation, not a script}.',
    },
  ],
  faq: [
    {
      question: '{How do we get started|How do I get started|What is the first step}?',
      answer:
        '{Get in touch|Send us a message|Contact us} and tell us about your situation. {We will explain how we can help and what we need from you|We will talk you through how we can help and what we would need|We will explain the next steps and what to have ready}.',
    },
    {
      question:
        '{What information will you need|What do I need to send you|What paperwork should I have ready}?',
      answer:
        '{It depends on the work|That depends on what you need}{ —|, but} we will {give you|send you} a clear {checklist|list} before we begin.',
    },
    {
      question: '{How do your fees work|How much will it cost|How are your fees worked out}?',
      answer:
        '{We explain our fees for your situation|We talk you through the fees for your situation|You will know how our fees work for your situation} {before any work starts|before we begin|up front, before any work starts}.',
    },
    {
      question:
        '{Can I ask a question before I commit|Can I ask a quick question first|Is it all right to ask a question first}?',
      answer:
        '{Of course|Yes, of course|Please do}. {Get in touch|Send us a message} and we will {give you a straight answer|answer as clearly as we can}.',
    },
    {
      question:
        '{Will you explain things in plain English|Will you explain things without jargon|Will I understand what you tell me}?',
      answer:
        '{That is the idea|Yes — that is the point}. We {explain what the numbers mean|talk you through every figure that matters} in plain language, and you can always ask again.',
    },
    {
      question:
        '{What happens after our first conversation|What happens once we have talked|What comes after the first meeting}?',
      answer:
        'We {set out|agree} what we will do, what we need from you and {when|the dates that matter}{, so|. That way} you know where you stand.',
    },
  ],
  ctaTitles: [
    '{Let’s get your finances in order|Let’s sort out the numbers|Time to get on top of the numbers}',
    '{Ready for clarity|Ready to talk numbers|Questions about your money|Want a clearer picture of your finances}?',
  ],
  ctaSubtitles: [
    '{Book a conversation with {name}|Arrange a chat with {name}|Talk to {name}} {today|about where you are and what you need}.',
    '{Tell us where things stand|Tell us about your situation} and we will {explain how we can help|suggest a next step}.',
  ],
  ctaButtons: [
    '{Book a consultation|Arrange a consultation|Book a call}',
    '{Ask us a question|Drop us a line|Write to us|Contact us in {location}}',
  ],
  plans: [
    { name: 'Essentials', features: ['For individuals and sole traders'] },
    { name: 'Business', features: ['For growing businesses'] },
    { name: 'Complete', features: ['Everything handled for you'] },
  ],
  aboutExpandedTitle: '{Our approach|Working with us|How we look after your numbers}',
  aboutExpanded: [
    '{We begin by understanding|First we get to know|We start by learning} where you are and where you want to be. Then we {take care of the detail|handle the detail|look after the paperwork}, {keep you informed of deadlines|keep the important dates in view|keep you up to date as we go} and {explain every number that matters|talk you through the figures that matter|explain what each figure means for you}.',
    '{Good financial help|Good advice about money} starts with listening. We {ask about your plans|ask what you want to achieve}, {explain your options plainly|set out the options in plain language} and {agree the next steps with you|make sure you know what happens next}.',
  ],
  contactTitle: '{Contact us|How to reach us|Contact details|Talk to us|Ask us a question}',
  footers: [
    '{name} — {clear, dependable financial services|numbers made clear|straightforward help with money}[ in {location}].',
    '{Numbers made clear[ in {location}]|Your finances, explained clearly|Plain answers about money}.',
  ],
};
