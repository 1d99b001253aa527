import { Code2, Server, ShieldCheck } from 'lucide-react';

const REASONS = [
  {
    Icon: ShieldCheck,
    title: 'Nothing invented about your business',
    body: 'Mainstreet only puts facts on your page that you gave it — phone, prices, hours, address. Anything missing is marked for you to fill in.',
  },
  {
    Icon: Code2,
    title: 'Open source, no lock-in',
    body: 'The code is public. Your site downloads as ordinary files that any host can serve, so you are never stuck with us.',
  },
  {
    Icon: Server,
    title: 'Runs where you choose',
    body: 'Use this service, or run Mainstreet on your own server with one command. Every outside service is optional.',
  },
];

export function WhySection() {
  return (
    <section aria-labelledby="why-title" className="bg-white px-4 py-20 sm:px-6 lg:px-8 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl">
        <h2
          id="why-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-950 dark:text-white"
        >
          Why choose Mainstreet
        </h2>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {REASONS.map(({ Icon, title, body }) => (
            <li key={title} className="text-center">
              <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-600 text-white dark:bg-indigo-500">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-950 dark:text-white">{title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-400">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
