import { LegalPage, type LegalSection } from '../features/legal/legal-page';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'Account details: your email address, the name you give us, and a securely hashed password — never the password itself.',
      'Website content: the descriptions you write, the websites generated from them, your edits and any images you upload.',
      'Settings: your notification, theme, language and time-zone choices, so they follow you to any browser you sign in from.',
      'Technical data: a session cookie that keeps you signed in, and server logs with IP addresses used to keep the service secure and to limit abuse.',
    ],
  },
  {
    heading: 'What we do not do',
    paragraphs: [
      'We do not sell your data, show advertising, or use third-party tracking or analytics scripts in this app. Websites you publish with Mainstreet contain no tracking either.',
    ],
  },
  {
    heading: 'How we use your data',
    paragraphs: [
      'To run the service: generating and storing your websites, signing you in, sending the codes and notices you ask for, and taking payments. We email you about your account; marketing emails only if you turn them on in Settings.',
    ],
  },
  {
    heading: 'Services that process data for us',
    paragraphs: [
      'Depending on how this copy of Mainstreet is configured, some work is done by outside providers: a payment processor for subscriptions and downloads, an email provider for account messages, a language or image model to write copy and create images, a bot-check service on sign-in forms, and Netlify if you choose to publish there. Each receives only what it needs for its task.',
    ],
  },
  {
    heading: 'Cookies and local storage',
    paragraphs: [
      'We use a session cookie to keep you signed in and a cookie that links websites you made before signing up to your new account. Your browser also stores your theme and the website you are working on. None of these are used for tracking.',
    ],
  },
  {
    heading: 'How long we keep data',
    paragraphs: [
      'We keep your account and websites until you delete them. Deleting your account from Account Settings removes your profile, sessions and websites. Server logs are kept for a short period for security and then deleted.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see and correct your details in My Profile, download your websites at any time, and delete your account in Account Settings. You can also ask us for a copy of your data or raise a concern by writing to the contact address in the footer. Where data-protection law gives you further rights, you can exercise them the same way.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'Passwords are hashed, sessions are stored as hashes, connections are encrypted when served over HTTPS, and sign-in attempts are rate-limited. No system is perfectly secure, so we will tell affected users promptly if a breach ever affects their data.',
    ],
  },
  {
    heading: 'Changes',
    paragraphs: [
      'If we change this policy we will update the effective date above and, for significant changes, tell account holders by email.',
    ],
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="This policy explains what Mainstreet collects when you use it, why, and the choices you have. The short version: we collect what we need to build and host your website, and nothing for advertising."
      sections={SECTIONS}
    />
  );
}
