import { Component, Suspense, type ReactNode } from 'react';

class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders a lazily loaded overlay: nothing while its code downloads, and nothing (rather than a broken
 * page) if the download fails, e.g. offline.
 */
export function OnDemand({ children }: { children: ReactNode }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}
