import type { ReactNode } from 'react';

/** A section's title and one-line intro, set straight on the background (white on the sky). */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto mb-10 max-w-3xl text-center">
      <h2 id={id} className="landing-on-sky text-4xl font-black tracking-tight text-balance sm:text-5xl">
        {title}
      </h2>
      {children ? <p className="landing-on-sky mt-4 text-xl font-semibold">{children}</p> : null}
    </div>
  );
}
