import { Rocket } from 'lucide-react';
import { Card } from './ui/card';

/** The heading of a student screen whose content arrives in later work. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <section aria-labelledby="screen-title" className="space-y-6">
      <title>{`${title} — StarPrep`}</title>
      <h1 id="screen-title" className="text-3xl font-black sm:text-4xl">
        {title}
      </h1>
      <Card className="flex items-center gap-4">
        <Rocket aria-hidden="true" className="size-10 shrink-0 text-brand-700" />
        <p className="text-lg">This part of StarPrep is on its way. Check back soon!</p>
      </Card>
    </section>
  );
}
