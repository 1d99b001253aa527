import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the legal kinds (lawyer). */
export const KINDS_LEGAL: Record<string, KindBank> = {
  lawyer: {
    noun: 'Kanzlei',
    words: ['rechtsanwalt', 'rechtsanwältin', 'kanzlei', 'rechtsanwaltskanzlei', 'anwaltskanzlei'],
    headlines: [
      '{Rechtsberatung|Anwaltliche Beratung|Ihre Kanzlei}[ in {location}]',
      '{Klare Antworten|Recht, verständlich erklärt|Recht ohne Fachchinesisch}',
      '{Sprechen wir über Ihr Anliegen|Schildern Sie uns Ihren Fall|Zuerst hören wir zu}',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Kanzlei[ in {location}], {die Ihnen jeden Schritt erklärt|die sich Zeit für Ihr Anliegen nimmt|die verständlich statt juristisch spricht}.',
      'Eine Kanzlei[ in {location}], {die Ihnen jeden Schritt erklärt|die sich Zeit für Ihr Anliegen nimmt}.',
    ],
    about: [
      'Bei {name}[ in {location}] hören wir zu, erklären Ihnen Ihre Möglichkeiten {verständlich|in klaren Worten} und begleiten Sie {bei jedem Schritt|vom ersten Gespräch an}.',
      '{Schildern Sie uns Ihre Lage|Erzählen Sie uns von Ihrem Fall}, und wir erklären, wie wir helfen können[: {services}].',
    ],
    servicesTitles: [
      '{Rechtsgebiete|Unsere Rechtsgebiete|Schwerpunkte}',
      '{Wobei wir helfen|Womit Sie zu uns kommen können|Unsere Themen}',
    ],
    services: [
      s(
        'Familienrecht',
        '{Trennung, Sorgerecht und Vereinbarungen|Scheidung, Sorgerecht und Unterhalt|Trennung und Familienfragen}{.| – Schritt für Schritt erklärt.}',
      ),
      s(
        'Erbrecht',
        '{Testamente und Nachlässe|Erbschaft, Testament und Pflichtteil|Alles rund um den Nachlass}{.| – verständlich erklärt.}',
      ),
      s(
        'Arbeitsrecht',
        '{Kündigungen, Verträge und Streitfälle|Arbeitsverträge, Kündigung und Konflikte|Ihre Rechte als Arbeitnehmer oder Arbeitgeber}{.| – Schritt für Schritt.}',
      ),
    ],
    serviceLines: [
      '{service}: Schildern Sie uns Ihre Lage.',
      '{service}: Wir erklären Ihnen Ihre Möglichkeiten.',
      '{service}, verständlich erklärt.',
    ],
    featuresTitle: '{So arbeiten wir|Was uns in der Kanzlei wichtig ist|Was Sie von uns erwarten können}',
    features: [
      s(
        '{Verständlich erklärt|Klartext statt Juristendeutsch|Recht in klaren Worten|Ihr Fall, klar erklärt}',
        '{Wir übersetzen Juristendeutsch in klare Sätze|Wir erklären Ihnen Ihre Möglichkeiten in einfachen Worten|Wir sagen Ihnen verständlich, wo Sie stehen}{, damit Sie gut informiert entscheiden|}.',
      ),
      s(
        '{Ihr Fall im Mittelpunkt|Erst zuhören|Ihre Geschichte zählt|Zuhören vor dem Beraten}',
        '{Wir hören zu, bevor wir beraten|Bevor wir Ihnen etwas empfehlen, hören wir zu|Wir nehmen uns Zeit, Ihre Lage zu verstehen}[ – hier in {location}].',
      ),
      s(
        '{Jeder Schritt besprochen|An Ihrer Seite|Sie wissen, wo Sie stehen|Schritt für Schritt}',
        '{Sie wissen, wie es weitergeht|Wir besprechen jeden Schritt mit Ihnen|Wir halten Sie über Ihren Fall auf dem Laufenden}{ – vom ersten Gespräch an|}.',
      ),
    ],
    faq: [
      {
        question:
          '{Wie läuft das erste Gespräch ab?|Was passiert beim ersten Termin?|Wie beginnt die Zusammenarbeit?}',
        answer:
          '{Sie schildern uns Ihren Fall|Sie erzählen uns, worum es geht}, und wir {erklären Ihnen Ihre Möglichkeiten|sagen Ihnen, welche Wege es gibt}.',
      },
      {
        question:
          '{Welche Unterlagen soll ich mitbringen?|Was soll ich vorbereiten?|Welche Papiere brauchen Sie?}',
        answer:
          '{Alles, was mit Ihrem Fall zu tun hat|Alle Unterlagen zu Ihrem Anliegen}: {Briefe, Verträge, Bescheide|Schreiben, Verträge, Urteile}{.|. Im Zweifel fragen Sie uns vorher.}',
      },
      {
        question:
          '{Wie bekomme ich einen Beratungstermin?|Wie vereinbare ich einen Termin in der Kanzlei?|Wie erreiche ich die Kanzlei?}',
        answer:
          '{Rufen Sie in der Kanzlei an oder schreiben Sie uns kurz, worum es geht|Schreiben Sie uns kurz, worum es geht, oder rufen Sie an}{, und wir schlagen Ihnen einen Termin vor|}.',
      },
      {
        question:
          '{Können Sie mir in meinem Fall helfen?|Welche Fälle übernehmen Sie?|Mit welchen Anliegen kann ich kommen?}',
        answer:
          '{Schildern Sie uns kurz Ihr Anliegen|Schreiben Sie uns ein paar Zeilen zu Ihrem Fall}, und wir sagen Ihnen, {ob wir helfen können|wie wir helfen können}.',
      },
      {
        question:
          '{Erfahre ich, wie mein Fall steht?|Halten Sie mich auf dem Laufenden?|Wie bleibe ich über meinen Fall informiert?}',
        answer:
          '{Ja|Natürlich}: Wir {erklären Ihnen jeden Schritt|sagen Ihnen, wo Ihr Fall steht} und {beantworten Ihre Fragen|sind für Ihre Fragen ansprechbar}.',
      },
    ],
    ctaTitles: [
      '{Sprechen wir über Ihr Anliegen|Eine rechtliche Frage?|Schildern Sie uns Ihren Fall}',
      '{Vereinbaren Sie einen Termin|Ein erstes Gespräch?|Lernen wir uns kennen}',
    ],
    ctaSubtitles: [
      '{Schreiben Sie uns|Rufen Sie in der Kanzlei an}, und {wir schlagen Ihnen einen Termin vor|wir finden Zeit für ein Gespräch}.',
      '{Schildern Sie uns Ihr Anliegen in ein paar Sätzen|Sagen Sie uns, was Sie beschäftigt} – wir {melden uns so bald wie möglich|antworten Ihnen zeitnah}.',
    ],
    buttons: [
      '{Termin vereinbaren|Termin anfragen|Einen Termin ausmachen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpandedTitle: '{So arbeiten wir|In der Kanzlei|Ihr Weg mit uns}',
    aboutExpanded: [
      '{Im ersten Gespräch|Beim ersten Termin} {hören wir zu und ordnen Ihren Fall ein|hören wir uns Ihre Geschichte an und sortieren die Fakten}. Danach {erklären wir Ihnen Ihre Möglichkeiten|zeigen wir Ihnen, welche Wege es gibt} und {besprechen jeden weiteren Schritt|entscheiden gemeinsam mit Ihnen, wie es weitergeht}.',
      'Bei {name}[ in {location}] {beginnt jeder Fall mit Zuhören|steht Ihre Geschichte am Anfang}: {Sie schildern uns die Lage|Sie erzählen uns, was passiert ist}, wir {erklären Ihnen das Recht in klaren Worten|sagen Ihnen offen, was möglich ist}, und {Sie entscheiden|Sie bestimmen den nächsten Schritt}.',
    ],
    contactTitle: '{Kontakt|So erreichen Sie uns|Ihr Draht zu uns|Kontakt aufnehmen}',
  },
};
