import { Star } from 'lucide-react';

/** Spec section 2: placeholder lists, so plain text rather than links that go nowhere. */
const LINK_LISTS = [
  { title: 'Support', items: ['Help Center', 'Contact Us', 'Privacy Policy', 'Terms of Service'] },
  { title: 'Community', items: ['Teacher Resources', 'Parent Guide', 'Student Stories', 'Newsletter'] },
] as const;

export function LandingFooter() {
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <p className="inline-flex items-center gap-2 text-2xl font-black">
            <Star aria-hidden="true" className="size-7 fill-sun-300 text-sun-300" />
            StarPrep
          </p>
          <p className="max-w-sm text-lg text-indigo-100">
            STAAR practice in math and reading for Texas students in grades 3, 4 and 5.
          </p>
        </div>
        {LINK_LISTS.map(({ title, items }) => (
          <div key={title}>
            <h2 className="mb-3 text-lg font-extrabold text-sun-300">{title}</h2>
            <ul className="space-y-2 text-lg text-indigo-100">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-6 text-base text-indigo-100">
          © 2024 StarPrep. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
