import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { PassageBlock, PassagePart, PublicPassage, TextSpan } from '../../../core/reading/passage-types';

/** Bold and italic come as flags on plain text, so nothing is ever parsed as HTML. */
export function Spans({ spans }: { spans: readonly TextSpan[] }) {
  return spans.map((span, index) => {
    let node: ReactNode = span.text;
    if (span.italic) node = <em>{node}</em>;
    if (span.bold) node = <strong className="font-extrabold">{node}</strong>;
    return <span key={index}>{node}</span>;
  });
}

/** The number questions refer to ("paragraph 3"), in the margin like the printed STAAR booklet. */
function MarginNumber({ number, label }: { number: number; label: string }) {
  return (
    <span
      aria-label={`${label} ${number}`}
      className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-indigo-100 text-sm font-black text-indigo-900"
    >
      {number}
    </span>
  );
}

function Numbered({ number, label, children }: { number: number; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <MarginNumber number={number} label={label} />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

function Block({ block }: { block: PassageBlock }) {
  switch (block.kind) {
    case 'heading':
      return <h4 className="pt-2 text-lg font-extrabold text-indigo-900">{block.text}</h4>;
    case 'paragraph':
      return (
        <Numbered number={block.number} label="Paragraph">
          <p>
            <Spans spans={block.spans} />
          </p>
        </Numbered>
      );
    case 'stanza':
      return (
        <Numbered number={block.number} label="Stanza">
          <p>
            {block.lines.map((line, index) => (
              <span key={index} className="block">
                <Spans spans={line} />
              </span>
            ))}
          </p>
        </Numbered>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={clsx('space-y-1 pl-8', block.ordered ? 'list-decimal' : 'list-disc')}>
          {block.items.map((item, index) => (
            <li key={index}>
              <Spans spans={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-base">
            <thead>
              <tr>
                {block.headers.map((header, index) => (
                  <th
                    key={index}
                    scope="col"
                    className="border-2 border-indigo-200 bg-indigo-50 px-3 py-2 text-left font-extrabold"
                  >
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} className="border-2 border-indigo-100 px-3 py-2">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'dialogue':
      return (
        <p>
          <strong className="font-black tracking-wide text-indigo-900 uppercase">{block.speaker}:</strong>{' '}
          <Spans spans={block.spans} />
        </p>
      );
    case 'stage-direction':
      // The text keeps its own parentheses, as the printed script does.
      return <p className="text-indigo-800 italic">{block.text}</p>;
    case 'line':
      return (
        <p>
          <Spans spans={block.spans} />
        </p>
      );
    case 'draft-paragraph':
      return (
        <Numbered number={block.number} label="Paragraph">
          <p>
            {block.sentences.map((sentence) => (
              <span key={sentence.number}>
                <strong className="font-black text-indigo-900">({sentence.number})</strong>{' '}
                {sentence.text}{' '}
              </span>
            ))}
          </p>
        </Numbered>
      );
    default:
      return unrendered(block);
  }
}

/** Reached only if a block kind is added without a case above, which `never` makes a type error. */
function unrendered(block: never): null {
  void block;
  return null;
}

function Part({ part }: { part: PassagePart }) {
  return (
    <div className="space-y-4">
      <h3 className="text-xl font-black text-ink">{part.title}</h3>
      {part.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

/**
 * A reading passage as the student reads it: the title, then each part's blocks in order. A paired
 * set shows both parts, each under its own title; an editing draft numbers every sentence.
 */
export function PassageView({ passage }: { passage: PublicPassage }) {
  const paired = passage.parts.length > 1;
  return (
    <div className="space-y-6 text-lg leading-relaxed text-ink">
      {paired ? (
        <p className="text-base font-bold text-indigo-800">Read both parts. Then answer the question.</p>
      ) : null}
      {passage.parts.map((part, index) => (
        <Part key={index} part={part} />
      ))}
    </div>
  );
}
