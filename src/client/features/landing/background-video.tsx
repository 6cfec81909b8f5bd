import { useEffect, useRef } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** Spec section 4: the background video is loading, loaded, or failed (then a gradient replaces it). */
export type BackgroundState = 'loading' | 'loaded' | 'failed';

/** Made by scripts/make-landing-video.sh; served from src/client/public/media. */
const SOURCES = [
  { src: '/media/night-sky.webm', type: 'video/webm; codecs=vp9' },
  { src: '/media/night-sky.mp4', type: 'video/mp4' },
] as const;
const POSTER = '/media/night-sky.jpg';

interface BackgroundVideoProps {
  state: BackgroundState;
  onStateChange: (state: BackgroundState) => void;
}

/**
 * The page's fixed, decorative background: a looping night sky, with a dark veil over it so white text
 * stays readable. It sits behind the page (fixed, full viewport), so it never moves anything around.
 * With reduced motion it shows the still poster (no autoplay, nothing downloaded); if every source fails,
 * an animated orange and yellow gradient takes its place.
 */
export function BackgroundVideo({ state, onStateChange }: BackgroundVideoProps) {
  const reducedMotion = useReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);

  // React creates the element before it joins the page and drops the media events fired in between, so
  // listen natively and catch up: loaded data shows in readyState. A failure of every source shows only
  // as "no source" (which the start of a load also shows), so then load again, listening this time.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const loaded = () => onStateChange('loaded');
    const failed = () => onStateChange('failed');
    // A <source> that fails hands over to the next one; only the last one's failure means no video.
    const sourceFailed = (event: Event) => {
      if (!(event.target as Element).nextElementSibling) failed();
    };
    const sources = [...video.querySelectorAll('source')];
    video.addEventListener('loadeddata', loaded);
    video.addEventListener('error', failed);
    sources.forEach((source) => source.addEventListener('error', sourceFailed));
    if (video.error) failed();
    else if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) loaded();
    // Not with reduced motion: load() makes Chromium download despite preload="none".
    else if (video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE && video.autoplay) video.load();
    return () => {
      video.removeEventListener('loadeddata', loaded);
      video.removeEventListener('error', failed);
      sources.forEach((source) => source.removeEventListener('error', sourceFailed));
    };
  }, [onStateChange]);

  // Follow the motion setting, also when it changes while the page is open. play() may be refused
  // (autoplay rules): the poster stays, which is fine.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true;
    if (reducedMotion) video.pause();
    else void video.play().catch(() => {});
  }, [reducedMotion]);

  return (
    <div
      aria-hidden="true"
      data-testid="landing-background"
      data-state={state}
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden bg-ink"
    >
      {state === 'failed' ? (
        <div className="landing-gradient absolute inset-0" data-testid="landing-background-gradient" />
      ) : (
        <>
          <video
            ref={videoRef}
            className="absolute inset-0 size-full object-cover"
            autoPlay={!reducedMotion}
            muted
            loop
            playsInline
            preload="none"
            poster={POSTER}
            tabIndex={-1}
            disablePictureInPicture
          >
            {SOURCES.map((source) => (
              <source key={source.src} src={source.src} type={source.type} />
            ))}
          </video>
          <div className="absolute inset-0 bg-gradient-to-b from-ink/45 via-ink/20 to-ink/60" />
        </>
      )}
    </div>
  );
}
