import { useState } from 'react';
import { BackgroundVideo, type BackgroundState } from './background-video';
import { ClosingCallToAction } from './closing-call-to-action';
import { FeatureGrid } from './feature-grid';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { SampleQuestionsSection } from './sample-questions-section';
import { TestimonialsSection } from './testimonials-section';
import './landing.css';

/** The signed-out home page (spec section 2, Landing page). */
export function LandingPage() {
  const [background, setBackground] = useState<BackgroundState>('loading');

  return (
    // `isolate` keeps the fixed background (z-index -10) above the body's colour and below the page.
    <div
      className="landing-page relative isolate flex min-h-dvh flex-col"
      data-background={background === 'failed' ? 'gradient' : 'video'}
    >
      <BackgroundVideo state={background} onStateChange={setBackground} />
      <LandingHeader />
      <main className="flex-1">
        <HeroSection />
        <FeatureGrid />
        <SampleQuestionsSection />
        <TestimonialsSection />
        <ClosingCallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
