import type { ReactNode } from 'react';
import { Logo } from './logo';

/** A simple top bar: the logo on the left, the screen's own buttons on the right. */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b-2 border-brand-100 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Logo />
        {children ? (
          <div className="flex w-full flex-wrap items-center justify-end gap-2 sm:w-auto">{children}</div>
        ) : null}
      </div>
    </header>
  );
}
