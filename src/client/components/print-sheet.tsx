import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './print-sheet.css';

/**
 * What the printer gets while this is on the page: its children alone, on white (print-sheet.css).
 * It sits straight under <body>, outside the app and any open dialog, so no dialog's fixed position,
 * scrolling box or overlay clips the printout. Screens show a preview of their own instead.
 */
export function PrintSheet({ name, children }: { name: string; children: ReactNode }) {
  return createPortal(
    <div className="print-sheet" data-testid="print-sheet" data-sheet={name}>
      {children}
    </div>,
    document.body,
  );
}
