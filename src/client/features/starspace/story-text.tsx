import { clsx } from 'clsx';
import { storyParagraphs } from './starspace-display';

/** A story in large, roomy type, one paragraph per blank-line-separated part of the text. */
export function StoryText({ text, className }: { text: string; className?: string }) {
  const paragraphs = storyParagraphs(text);
  if (paragraphs.length === 0) return null;
  return (
    <div data-testid="story-text" className={clsx('space-y-4 text-xl leading-relaxed text-ink', className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
