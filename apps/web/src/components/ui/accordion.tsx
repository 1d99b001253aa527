import { ChevronDown } from 'lucide-react';
import { Accordion as A } from 'radix-ui';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

export type AccordionEntry = { id: string; title: string; body: string };

/** Questions and answers; one open at a time. */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: AccordionEntry[];
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <A.Root type="single" collapsible className="divide-y divide-slate-200 dark:divide-slate-800">
      {items.map((item) => (
        <A.Item key={item.id} value={item.id}>
          <A.Header asChild>
            <Heading>
              <A.Trigger
                className={cn(
                  'group flex w-full cursor-pointer items-center justify-between gap-4 py-5 text-left text-base font-semibold text-slate-900 dark:text-white',
                  focusRing,
                )}
              >
                {item.title}
                <ChevronDown
                  className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </A.Trigger>
            </Heading>
          </A.Header>
          <A.Content className="pb-5 text-slate-700 dark:text-slate-300">{item.body}</A.Content>
        </A.Item>
      ))}
    </A.Root>
  );
}
