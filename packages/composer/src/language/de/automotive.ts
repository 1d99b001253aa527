import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the automotive kinds (mechanic, car-dealer). */
export const KINDS_AUTOMOTIVE: Record<string, KindBank> = {
  mechanic: {
    noun: 'Autowerkstatt',
    words: ['autowerkstatt', 'kfz-werkstatt', 'werkstatt', 'kfz-meisterbetrieb', 'autoservice'],
    headlines: [
      '{Ihr Auto in guten Händen|Ihr Auto, gut betreut|Ihre Autowerkstatt}[ in {location}]',
      '{Inspektion und Reparatur|Wartung und Reparatur|Was Ihr Auto braucht}',
      '{Ihre Werkstatt|Ihre Werkstatt im Viertel}[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Werkstatt[ in {location}], {die Ihnen erklärt, was Ihr Auto braucht|die Ihnen sagt, was los ist, bevor sie schraubt|die Klartext redet}.',
      'Eine Werkstatt[ in {location}], {die Ihnen erklärt, was Ihr Auto braucht|die Klartext redet}.',
    ],
    about: [
      'Bei {name}[ in {location}] {erklären|sagen} wir Ihnen, was Ihrem Auto fehlt und welche Möglichkeiten Sie haben, bevor wir {loslegen|anfangen}.',
      '{Bringen Sie uns Ihr Auto|Kommen Sie mit Ihrem Auto vorbei}, und wir sagen Ihnen, was wir sehen[: {services}].',
    ],
    servicesTitles: [
      '{Leistungen|Unsere Leistungen|Was wir machen}',
      '{In der Werkstatt|Für Ihr Auto|Unsere Arbeiten}',
    ],
    services: [
      s(
        'Inspektion',
        '{Wartung nach Plan|Die fällige Wartung|Ölwechsel, Filter und Durchsicht}{.| – vorher besprochen.}',
      ),
      s(
        'Bremsen',
        '{Prüfung und Wechsel|Beläge, Scheiben und Prüfung|Kontrolle und Austausch}{.| – mit der Arbeit vorher erklärt.}',
      ),
      s(
        'Reifen',
        '{Wechsel und Auswuchten|Montage und Auswuchten|Reifenwechsel und Kontrolle}{.| – fragen Sie uns nach einem Termin.}',
      ),
    ],
    serviceLines: [
      '{service}: Wir erklären Ihnen die Arbeit, bevor wir anfangen.',
      '{service}: Bringen Sie das Auto vorbei, wir schauen es uns an.',
      '{service}, vorher abgesprochen.',
    ],
    featuresTitle: '{So arbeiten wir|Was uns in der Werkstatt wichtig ist|Was Sie bei uns erwartet}',
    features: [
      s(
        '{Erst erklären, dann reparieren|Klare Diagnose|Klartext zu Ihrem Auto|Zuerst die Diagnose}',
        '{Sie wissen, was gemacht wird, bevor wir anfangen|Wir sagen Ihnen, was wir sehen und was sich machen lässt|Wir erklären Ihnen den Schaden in einfachen Worten}{.| – ohne Fachchinesisch.}',
      ),
      s(
        '{Klare Absprachen|Nichts ohne Ihr Okay|Sie entscheiden|Keine Arbeiten ohne Rücksprache}',
        '{Wir melden uns, bevor wir mehr machen als besprochen|Wir fangen erst an, wenn Sie zugestimmt haben|Sehen wir noch etwas, rufen wir Sie vorher an}{.|. So wissen Sie, woran Sie sind.}',
      ),
      s(
        '{Für Ihr Fahrzeug|Rund ums Auto|Ihre Werkstatt im Viertel|Vor Ort}',
        '{Inspektion, Reparatur und alles dazwischen|Wartung und Reparatur, verständlich erklärt|Eine Werkstatt, die Ihnen alles erklärt}[ – hier in {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Was soll ich Ihnen sagen, wenn ich anrufe?|Welche Angaben brauchen Sie?|Was muss ich zum Auto sagen?}',
        answer:
          '{Marke, Modell und was Ihnen am Fahrzeug auffällt|Welches Auto es ist und was Ihnen auffällt}{ – ein Geräusch, eine Warnleuchte, ein Ruckeln|}.',
      },
      {
        question:
          '{Bekomme ich vorher einen Kostenvoranschlag?|Weiß ich vorher, was es kostet?|Kann ich ein Angebot bekommen?}',
        answer:
          '{Fragen Sie uns danach|Sprechen Sie uns darauf an}, und wir {besprechen die Arbeiten vorab mit Ihnen|erklären Ihnen die Arbeiten, bevor wir anfangen}.',
      },
      {
        question:
          '{Wann kann ich mein Auto bringen?|Brauche ich einen Termin?|Wie vereinbare ich einen Werkstatttermin?}',
        answer:
          '{Rufen Sie uns an oder kommen Sie vorbei|Rufen Sie an oder schreiben Sie uns}, und wir {vereinbaren einen Termin|finden einen Tag, der Ihnen passt}.',
      },
      {
        question:
          '{Fragen Sie mich, bevor Sie reparieren?|Werde ich vor einer Reparatur gefragt?|Erfahre ich vorher, was gemacht wird?}',
        answer:
          '{Ja|Immer}: Wir {sagen Ihnen, was wir gefunden haben|erklären Ihnen, was wir sehen}, und {Sie entscheiden|die Entscheidung liegt bei Ihnen}.',
      },
      {
        question: '{Welche Arbeiten machen Sie?|Können Sie sich mein Auto ansehen?|Was reparieren Sie?}',
        answer:
          '{Fragen Sie uns|Sagen Sie uns, was Sie brauchen}[ (wir machen zum Beispiel {services})], und wir {sagen Ihnen mehr|antworten Ihnen gern}.',
      },
    ],
    ctaTitles: [
      '{Inspektion fällig?|Ein seltsames Geräusch?|Braucht Ihr Auto einen Check?}',
      '{Bringen Sie uns Ihr Auto|Kommen Sie in die Werkstatt|Wir sehen uns Ihr Auto an}',
    ],
    ctaSubtitles: [
      '{Rufen Sie an|Schreiben Sie uns}, und wir sagen Ihnen, {wann Sie das Auto bringen können|welcher Tag passt}.',
      '{Beschreiben Sie uns, was Ihnen auffällt|Sagen Sie uns, was mit dem Auto los ist}, und wir {geben Ihnen eine erste Einschätzung|sagen Ihnen, wie wir es sehen}.',
    ],
    buttons: [
      '{Termin vereinbaren|Termin anfragen|Einen Termin ausmachen}',
      '{Anrufen|Rufen Sie an|Jetzt anrufen}',
    ],
    aboutExpandedTitle: '{So arbeiten wir|In der Werkstatt|Ihr Auto bei uns}',
    aboutExpanded: [
      'Wir {schauen uns Ihr Fahrzeug an|sehen uns Ihr Auto in Ruhe an}, {sagen Ihnen, was wir finden|erklären Ihnen, was wir sehen}, und besprechen mit Ihnen, {was jetzt nötig ist und was warten kann|was sofort gemacht werden sollte und was später}.',
      'Bei {name}[ in {location}] {wird nichts angefasst, ohne es vorher zu erklären|heißt es: erst erklären, dann reparieren}: Wir {sagen Ihnen, was dem Auto fehlt|erklären Ihnen den Schaden}, {welche Möglichkeiten es gibt|was sich machen lässt}, und {Sie entscheiden|Sie bestimmen, wie es weitergeht}.',
    ],
    contactTitle: '{Besuchen Sie die Werkstatt|Kommen Sie in die Werkstatt|So finden Sie uns}',
  },
  'car-dealer': {
    noun: 'Autohaus',
    words: ['autohaus', 'autohändler', 'gebrauchtwagenhändler', 'autohandel'],
    headlines: ['Autos[ in {location}]', 'Ihr nächstes Auto', 'Ihr Autohaus[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Autohaus[ in {location}], in dem Sie sich in Ruhe umsehen können.',
      'Autos[ in {location}], in Ruhe angeschaut und probegefahren.',
    ],
    about: [
      'Bei {name} schauen Sie sich in Ruhe um. Sagen Sie uns, wofür Sie ein Auto brauchen, und wir zeigen Ihnen, was passen könnte.',
      'Fragen Sie uns zu jedem Fahrzeug, was Sie wissen möchten, und vereinbaren Sie eine Probefahrt[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Im Autohaus'],
    services: [
      s('Gebrauchtwagen', 'Fragen Sie uns, welche Fahrzeuge gerade da sind.'),
      s('Probefahrt', 'Fahren Sie das Auto, bevor Sie sich entscheiden.'),
      s('Inzahlungnahme', 'Fragen Sie uns, ob wir Ihr altes Auto nehmen.'),
    ],
    serviceLines: ['{service}: sprechen Sie uns an.', '{service} im Autohaus.'],
    features: [
      s('In Ruhe umsehen', 'Schauen Sie sich die Fahrzeuge an, ohne Eile.'),
      s('Erst probefahren', 'Vereinbaren Sie eine Probefahrt, bevor Sie entscheiden.'),
      s('Offene Fragen', 'Fragen Sie uns zu Zustand und Geschichte jedes Fahrzeugs.'),
    ],
    faq: [
      { question: 'Kann ich eine Probefahrt machen?', answer: 'Ja, vereinbaren Sie einen Termin mit uns.' },
      {
        question: 'Nehmen Sie mein altes Auto in Zahlung?',
        answer: 'Sagen Sie uns Marke, Modell und Baujahr, und wir sprechen darüber.',
      },
      {
        question: 'Welche Fahrzeuge haben Sie gerade da?',
        answer: 'Schreiben Sie uns oder kommen Sie vorbei[ – Sie finden uns in {location}].',
      },
    ],
    ctaTitles: ['Auf der Suche nach einem Auto?', 'Vereinbaren Sie eine Probefahrt'],
    ctaSubtitles: ['Sagen Sie uns, was Sie suchen.', 'Kommen Sie vorbei und schauen Sie sich um.'],
    buttons: ['Probefahrt vereinbaren', '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}'],
    aboutExpanded: [
      'Schauen Sie sich die Fahrzeuge in Ruhe an und fragen Sie, was Sie wissen möchten. Vor dem Kauf machen Sie eine Probefahrt.',
    ],
    contactTitle:
      '{Besuchen Sie uns|Kommen Sie vorbei|Schauen Sie vorbei|So finden Sie uns|Hier finden Sie uns|Wir freuen uns auf Ihren Besuch}',
  },
};
