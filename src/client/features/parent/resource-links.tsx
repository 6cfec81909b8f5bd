import { BookHeart, ExternalLink, Lightbulb } from 'lucide-react';
import { Card } from '../../components/ui/card';

/** Official Texas pages only: plain links, nothing of theirs is loaded into StarPrep. */
const LINKS = [
  {
    href: 'https://tea.texas.gov/student-assessment/testing/staar',
    title: 'STAAR at the Texas Education Agency',
    text: 'What the STAAR tests cover, when they happen, and how scores are reported.',
  },
  {
    href: 'https://tea.texas.gov/student-assessment/testing/staar/staar-released-test-questions',
    title: 'STAAR released test questions',
    text: 'Real questions from past tests, to see what the test looks like.',
  },
] as const;

const TIPS = [
  'A little every day works better than one long session: 15 to 20 minutes is plenty.',
  'Ask your child to explain how they solved a problem. Teaching it back makes it stick.',
  'Read together. Any book counts: ask what happened, and why.',
  'Cheer the effort, not only the score. Mistakes are how practice works.',
] as const;

/** Resource links (spec section 2): official STAAR pages and a few tips for practice at home. */
export function ResourceLinks() {
  return (
    <section aria-labelledby="resources-title" className="space-y-4">
      <h2 id="resources-title" className="text-2xl font-black sm:text-3xl">
        Resources for parents
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="space-y-3 p-5 sm:p-6">
          <h3 className="flex items-center gap-2 text-xl font-black">
            <BookHeart aria-hidden="true" className="size-6 text-indigo-700" />
            About the STAAR test
          </h3>
          <ul className="space-y-3">
            {LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg text-lg font-extrabold text-indigo-800 underline underline-offset-4 hover:text-indigo-950"
                >
                  {link.title}
                  <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                <p className="text-base text-indigo-900">{link.text}</p>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="space-y-3 p-5 sm:p-6">
          <h3 className="flex items-center gap-2 text-xl font-black">
            <Lightbulb aria-hidden="true" className="size-6 text-brand-700" />
            Practice at home
          </h3>
          <ul className="list-disc space-y-2 pl-6 text-base marker:text-brand-700">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Card>
      </div>
    </section>
  );
}
