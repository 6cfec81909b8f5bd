import { DIFFICULTIES, type Difficulty, type Item, type ItemType } from '../items/item-types';
import { formatItemId, GENERATOR_ID_PATTERN } from '../items/item-id';
import { createStream } from '../random/random';
import { isSeed } from '../random/seed';
import { findTeks } from '../teks/catalogue';
import type { Subject } from '../teks/teks-types';
import { assembleInteraction } from './assemble-interaction';
import { createStoryContext } from './contexts/story-context';
import { narrowBounds, type NumberBounds } from './grade-bounds';
import type { BuildContext, GenerateRequest, Generator, Problem } from './generator-types';

export interface GeneratorDefinition {
  id: string;
  version: number;
  /** Math unless said otherwise; reading generators (src/core/reading/generators) say 'reading'. */
  subject?: Subject;
  teksCode: string;
  itemTypes: readonly ItemType[];
  difficulties?: readonly Difficulty[];
  /** Narrows the grade's bounds (e.g. `{ maxWhole: 1000 }` for 3.4A). */
  bounds?: Partial<NumberBounds>;
  build(context: BuildContext): Problem;
}

/**
 * Wraps a `build` function into a Generator. It keeps the random streams apart: "numbers" for the
 * maths, "story"/"theme" for the words, "layout" for choice order, "item-type" for the type. So a
 * student's interests, or the item type, never change the numbers a seed gives.
 */
export function defineGenerator(definition: GeneratorDefinition): Generator {
  const subject = definition.subject ?? 'math';
  const entry = findTeks(definition.teksCode, subject);
  if (!entry || entry.code !== definition.teksCode || entry.standardType === 'not-tested') {
    throw new Error(`${definition.id}: ${definition.teksCode} is not a tested ${subject} SE`);
  }
  if (!GENERATOR_ID_PATTERN.test(definition.id)) throw new Error(`Bad generator id: ${definition.id}`);
  const { grade, code: teksCode } = entry;
  const difficulties = definition.difficulties ?? DIFFICULTIES;
  const bounds = narrowBounds(entry.grade, definition.bounds ?? {});

  function generate(request: GenerateRequest): Item {
    const { seed, difficulty } = request;
    if (!isSeed(seed)) throw new RangeError(`${definition.id}: bad seed ${seed}`);
    if (!difficulties.includes(difficulty)) throw new RangeError(`${definition.id}: no ${difficulty} items`);
    const itemType = request.itemType ?? createStream(seed, 'item-type').pick(definition.itemTypes);
    if (!definition.itemTypes.includes(itemType))
      throw new RangeError(`${definition.id}: no ${itemType} items`);

    const story =
      request.interests || request.theme
        ? createStoryContext(seed, {
            ...(request.interests ? { interests: request.interests } : {}),
            ...(request.theme ? { theme: request.theme } : {}),
          })
        : createStoryContext(seed);
    const problem = definition.build({ random: createStream(seed, 'numbers'), story, difficulty, itemType });
    const { interaction, key } = assembleInteraction(problem, itemType, bounds, createStream(seed, 'layout'));
    const origin = {
      generatorId: definition.id,
      generatorVersion: definition.version,
      seed,
      difficulty,
      itemType,
      theme: story.theme,
    };
    const id = formatItemId(origin);
    // Two literals rather than a conditional spread (the same keys in the same order): spreading
    // copies through a slow path, and this runs for every item.
    return problem.visual
      ? {
          id,
          origin,
          subject,
          grade,
          teksCode,
          difficulty,
          stem: problem.stem,
          visual: problem.visual,
          interaction,
          key,
          hints: problem.hints,
          explanation: problem.explanation,
          parameters: problem.parameters,
        }
      : {
          id,
          origin,
          subject,
          grade,
          teksCode,
          difficulty,
          stem: problem.stem,
          interaction,
          key,
          hints: problem.hints,
          explanation: problem.explanation,
          parameters: problem.parameters,
        };
  }

  return {
    id: definition.id,
    version: definition.version,
    subject,
    teksCode,
    grade,
    itemTypes: definition.itemTypes,
    difficulties,
    bounds,
    generate,
  };
}
