import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { novaTextBlocks } from '../lib/nova-text';

/**
 * Something Nova wrote, shown readably: paragraphs, numbered steps and bullet lists. Lines inside a
 * paragraph keep their breaks ("Example: …" then its solution).
 */
export function NovaText({
  text,
  className,
  ...props
}: { text: string } & Omit<ComponentProps<'div'>, 'children'>) {
  return (
    <div className={clsx('space-y-3', className)} {...props}>
      {novaTextBlocks(text).map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return (
              <p key={index} className="whitespace-pre-line">
                {block.text}
              </p>
            );
          case 'numbered':
            return (
              <ol key={index} start={block.start} className="list-decimal space-y-1 pl-6">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ol>
            );
          case 'bullets':
            return (
              <ul key={index} className="list-disc space-y-1 pl-6">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            );
        }
      })}
    </div>
  );
}
