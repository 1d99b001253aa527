import { Accessibility, Download, Globe, Lock, MonitorSmartphone, PencilLine } from 'lucide-react';

const FEATURES = [
  {
    Icon: PencilLine,
    title: 'Copy written from your words',
    body: 'Describe what you do and where. Mainstreet writes headings, an about section and service descriptions in a tone that fits your trade.',
  },
  {
    Icon: Lock,
    title: 'Facts stay yours',
    body: 'Phone numbers, prices, hours and addresses are only ever the ones you give. Anything missing is marked for you to fill in, never made up.',
  },
  {
    Icon: MonitorSmartphone,
    title: 'Looks right on every screen',
    body: 'Preview your site at phone, tablet and desktop widths before anyone else sees it.',
  },
  {
    Icon: Accessibility,
    title: 'Accessible and fast',
    body: 'Pages are built to WCAG 2.2 AA with readable contrast, real headings and no heavy scripts, so they load quickly on slow connections.',
  },
  {
    Icon: Globe,
    title: 'Online in one click',
    body: 'Publish on Mainstreet hosting or on your Netlify account, and share a preview link with a partner before you go live.',
  },
  {
    Icon: Download,
    title: 'Take your files with you',
    body: 'Download the whole site as plain HTML and images in a zip. Host it anywhere — no lock-in.',
  },
];

export function FeaturesSection() {
  return (
    <section
      aria-labelledby="features-title"
      className="bg-white px-4 py-20 sm:px-6 lg:px-8 dark:bg-slate-950"
    >
      <div className="mx-auto max-w-7xl">
        <h2
          id="features-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-950 dark:text-white"
        >
          Everything a small business site needs
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-400">
          No templates to wrestle with, no plugins to update. Just a clear page that tells people what you do
          and how to reach you.
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-slate-950 dark:text-white">{title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
