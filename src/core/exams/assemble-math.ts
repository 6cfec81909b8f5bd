import { distinctItemKey } from '../items/item-key';
import type { Difficulty, Item, ItemType } from '../items/item-types';
import { generateItem, generatorsFor } from '../math/registry';
import { createStream, type Random } from '../random/random';
import { deriveSeed } from '../random/seed';
import type { TeksEntry } from '../teks/teks-types';
import { apportion, cycleFrom } from './apportion';
import { categoryPool } from './blueprint-rules';
import type { ExamBlueprint } from './blueprint-types';
import { ExamAssemblyError, formSeed, type ExamFormItem } from './exam-form';

/** Tries per position before giving up on finding an item unlike the others on the form. */
const MAX_TRIES = 25;

interface Slot {
  entry: TeksEntry;
  difficulty: Difficulty;
  itemType: ItemType;
}

/**
 * The SEs of each category, readiness then supporting. Each list is shuffled once per blueprint (not
 * per form) and form k takes the next window of it, so the forms of a blueprint cover different
 * supporting SEs before any repeats, and readiness SEs get their items evenly (STAAR-TEKS.md §2: 1–2 each).
 */
function chooseStandards(blueprint: ExamBlueprint, formNumber: number): TeksEntry[] {
  const blueprintSeed = deriveSeed('exam-blueprint', blueprint.id, blueprint.version);
  return blueprint.categories.flatMap((share) => {
    const pool = categoryPool(blueprint.grade, blueprint.subject, share);
    const pick = (type: 'readiness' | 'supporting', count: number) => {
      const order = createStream(blueprintSeed, `${share.reportingCategory}:${type}`).shuffle(
        pool.filter((entry) => entry.standardType === type),
      );
      return cycleFrom(order, (formNumber - 1) * count, count);
    };
    return [
      ...pick('readiness', share.readinessItems),
      ...pick('supporting', share.items - share.readinessItems),
    ];
  });
}

function typesOffered(entry: TeksEntry, difficulty: Difficulty): ItemType[] {
  const types = generatorsFor(entry.code, 'math')
    .filter((generator) => generator.difficulties.includes(difficulty))
    .flatMap((generator) => generator.itemTypes);
  return [...new Set(types)];
}

/**
 * Which slots are not multiple choice: a random set of slots whose generators offer another type, as
 * many as the blueprint's share asks; each takes the non-multiple-choice type used least so far, so a
 * form mixes typed answers, multiselect and drop-downs.
 */
function chooseItemTypes(
  blueprint: ExamBlueprint,
  slots: readonly { entry: TeksEntry; difficulty: Difficulty }[],
  random: Random,
): ItemType[] {
  const needed = Math.ceil((blueprint.itemCount * blueprint.minNonMultipleChoicePercent) / 100);
  const offered = slots.map((slot) =>
    typesOffered(slot.entry, slot.difficulty).filter((type) => type !== 'multiple-choice'),
  );
  const candidates = slots.map((_, index) => index).filter((index) => offered[index]!.length > 0);
  if (candidates.length < needed) {
    throw new ExamAssemblyError(
      `${blueprint.id}: only ${candidates.length} questions can be other than multiple choice; ${needed} are needed`,
    );
  }
  const types: ItemType[] = slots.map(() => 'multiple-choice');
  const used = new Map<ItemType, number>();
  for (const index of random.sample(candidates, needed).sort((a, b) => a - b)) {
    const choices = random.shuffle(offered[index]!);
    const type = choices.reduce((best, type) =>
      (used.get(type) ?? 0) < (used.get(best) ?? 0) ? type : best,
    );
    types[index] = type;
    used.set(type, (used.get(type) ?? 0) + 1);
  }
  return types;
}

function planSlots(blueprint: ExamBlueprint, formNumber: number): Slot[] {
  const random = createStream(formSeed(blueprint, formNumber), 'plan');
  const entries = chooseStandards(blueprint, formNumber);
  const counts = apportion(entries.length, blueprint.difficultyMix);
  const difficulties = random.shuffle(
    (['easy', 'medium', 'hard'] as const).flatMap((difficulty) =>
      Array<Difficulty>(counts[difficulty]).fill(difficulty),
    ),
  );
  const withDifficulty = entries.map((entry, index) => ({ entry, difficulty: difficulties[index]! }));
  const types = chooseItemTypes(blueprint, withDifficulty, random);
  const slots = withDifficulty.map((slot, index) => ({ ...slot, itemType: types[index]! }));
  // STAAR does not group questions by category, so neither does a form.
  return random.shuffle(slots);
}

/** A generated item for each slot, none a repeat of another on the form (by `distinctItemKey`). */
function generateSlots(blueprint: ExamBlueprint, formNumber: number, slots: readonly Slot[]): Item[] {
  const base = formSeed(blueprint, formNumber);
  const seen = new Set<string>();
  return slots.map((slot, position) => {
    for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
      const item = generateItem({
        teksCode: slot.entry.code,
        subject: 'math',
        seed: deriveSeed(base, 'item', position, attempt),
        difficulty: slot.difficulty,
        itemType: slot.itemType,
      });
      const key = distinctItemKey(item);
      if (!seen.has(key)) {
        seen.add(key);
        return item;
      }
    }
    throw new ExamAssemblyError(
      `${blueprint.id} form ${formNumber}: no new ${slot.entry.code} item after ${MAX_TRIES} tries`,
    );
  });
}

/** The questions of a math form, in order. Pure and deterministic for (blueprint, form number). */
export function assembleMathItems(blueprint: ExamBlueprint, formNumber: number): ExamFormItem[] {
  const slots = planSlots(blueprint, formNumber);
  const items = generateSlots(blueprint, formNumber, slots);
  return slots.map((slot, index) => ({
    number: index + 1,
    item: items[index]!,
    reportingCategory: slot.entry.reportingCategory!,
    standardType: slot.entry.standardType === 'readiness' ? 'readiness' : 'supporting',
  }));
}
