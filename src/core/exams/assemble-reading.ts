import type { Difficulty, Item } from '../items/item-types';
import type { ReadingGenre } from '../reading/passage-types';
import { createStream, type Random } from '../random/random';
import { findTeks } from '../teks/catalogue';
import type { TeksEntry } from '../teks/teks-types';
import { apportion } from './apportion';
import { categoryPool } from './blueprint-rules';
import type { CategoryShare, ExamBlueprint, PassageGroup } from './blueprint-types';
import {
  ExamAssemblyError,
  formSeed,
  type ExamFormItem,
  type ExamPassage,
  type ExamReadingBank,
} from './exam-form';

/**
 * Reading forms are built from whole passages, as STAAR's are: each category (Reading, Writing) takes a
 * few passages of its kinds (stories, poems, articles, paired sets; revising-and-editing drafts) and
 * most of each one's questions, trimmed to the blueprint's exact count. Which questions go is chosen
 * to hit the category's readiness count and keep the non-multiple-choice share.
 *
 * A small bank: the forms of one blueprint use different passages while the bank has enough; when it
 * runs short a later form reuses the fewest passages it can (a reused passage costs more than any
 * other imperfection). When even the whole bank cannot fill a category (too few questions, or passages
 * too long to trim to the count while keeping most of their questions), assembly throws an
 * `ExamAssemblyError` naming the category: the server leaves that form out rather than shorten it.
 */

/** Sets of passages looked at per category; plenty for banks of dozens of passages per grade. */
const MAX_COMBINATIONS = 20_000;

const COST = {
  reusedPassage: 10_000,
  readinessMiss: 100,
  nonMultipleChoiceMiss: 100,
  sameGenreFamily: 20,
  repeatedGenre: 5,
  difficultyMiss: 1,
} as const;

const INFORMATIONAL: readonly ReadingGenre[] = ['informational', 'argumentative', 'persuasive'];

interface Candidate {
  passage: ExamPassage;
  /** The passage's questions that fit the category, in the passage's order. */
  items: Item[];
  /** At least this many stay when the passage is used. */
  minKeep: number;
}

interface Selection {
  candidates: Candidate[];
  /** Kept items per candidate, in passage order. */
  kept: Item[][];
  cost: number;
}

interface GroupTarget {
  share: CategoryShare;
  group: PassageGroup;
  nonMultipleChoice: number;
  difficulty: Record<Difficulty, number>;
}

/** Looked up once per item: trimming asks these many times. */
const READINESS = new WeakMap<Item, boolean>();
function isReadiness(item: Item): boolean {
  let readiness = READINESS.get(item);
  if (readiness === undefined) {
    readiness = findTeks(item.teksCode, 'reading')?.standardType === 'readiness';
    READINESS.set(item, readiness);
  }
  return readiness;
}
const isMultipleChoice = (item: Item) => item.interaction.type === 'multiple-choice';

function candidatesFor(
  blueprint: ExamBlueprint,
  target: GroupTarget,
  bank: ExamReadingBank,
  minShare: number,
): Candidate[] {
  const pool = new Set(
    categoryPool(blueprint.grade, 'reading', target.share).map((entry: TeksEntry) => entry.code),
  );
  const kinds = target.group.passageKinds;
  const passages = kinds
    .flatMap((kind) => bank.passagesFor(blueprint.grade, kind))
    .filter((passage) => passage.grade === blueprint.grade && kinds.includes(passage.kind));
  return [...new Map(passages.map((passage) => [passage.id, passage])).values()]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((passage) => {
      const items = bank
        .itemsForPassage(passage.id)
        .filter(
          (item) => item.subject === 'reading' && item.grade === blueprint.grade && pool.has(item.teksCode),
        );
      return { passage, items, minKeep: Math.max(1, Math.ceil((items.length * minShare) / 100)) };
    })
    .filter((candidate) => candidate.items.length > 0);
}

/** Every way to choose `size` of `count` positions, in lexicographic order. */
function* combinations(count: number, size: number): Generator<number[]> {
  if (size > count) return;
  const picked = Array.from({ length: size }, (_, index) => index);
  for (;;) {
    yield [...picked];
    let index = size - 1;
    while (index >= 0 && picked[index] === count - size + index) index -= 1;
    if (index < 0) return;
    picked[index]! += 1;
    for (let next = index + 1; next < size; next += 1) picked[next] = picked[next - 1]! + 1;
  }
}

/**
 * Drops questions one at a time until the count is right: from the kind (readiness or supporting) that
 * is over its target, multiple choice first while the non-multiple-choice share is tight, from the
 * passage with the most to spare, the question ranked last by the form's own order.
 */
function trim(
  candidates: readonly Candidate[],
  target: GroupTarget,
  rank: ReadonlyMap<string, number>,
): Item[][] {
  const kept = candidates.map((candidate) => [...candidate.items]);
  const wanted = { readiness: target.share.readinessItems, total: target.share.items };
  const count = () => kept.reduce((sum, items) => sum + items.length, 0);
  while (count() > wanted.total) {
    const all = kept.flat();
    const readiness = all.filter(isReadiness).length;
    const supporting = all.length - readiness;
    const readinessExcess = readiness - wanted.readiness;
    const supportingExcess = supporting - (wanted.total - wanted.readiness);
    const dropReadiness = readinessExcess >= supportingExcess;
    const nonMcTight = all.filter((item) => !isMultipleChoice(item)).length <= target.nonMultipleChoice;

    let best: { passage: number; index: number; score: number } | undefined;
    kept.forEach((items, passage) => {
      const spare = items.length - candidates[passage]!.minKeep;
      if (spare <= 0) return;
      items.forEach((item, index) => {
        const score =
          (isReadiness(item) === dropReadiness ? 0 : 1_000) +
          (nonMcTight && !isMultipleChoice(item) ? 100 : 0) -
          spare * 10 -
          // Below 1, so the form's own order only breaks ties.
          (rank.get(item.id) ?? 0) / (rank.size + 1);
        if (!best || score < best.score) best = { passage, index, score };
      });
    });
    if (!best) break;
    kept[best.passage]!.splice(best.index, 1);
  }
  return kept;
}

function genreCost(candidates: readonly Candidate[]): number {
  if (candidates.length < 2) return 0;
  const genres = candidates.map((candidate) => candidate.passage.genre);
  const informational = genres.filter((genre) => INFORMATIONAL.includes(genre)).length;
  const oneFamily = informational === 0 || informational === genres.length;
  const repeats = genres.length - new Set(genres).size;
  // Drafts are not judged on genre: STAAR's revising-and-editing drafts come in any genre.
  return (oneFamily ? COST.sameGenreFamily : 0) + repeats * COST.repeatedGenre;
}

function selectionCost(
  candidates: readonly Candidate[],
  kept: readonly Item[][],
  target: GroupTarget,
  used: ReadonlySet<string>,
): number {
  const all = kept.flat();
  if (all.length !== target.share.items) return Number.POSITIVE_INFINITY;
  const readiness = all.filter(isReadiness).length;
  const nonMc = all.filter((item) => !isMultipleChoice(item)).length;
  const difficultyMiss = (['easy', 'medium', 'hard'] as const).reduce(
    (sum, difficulty) =>
      sum +
      Math.abs(all.filter((item) => item.difficulty === difficulty).length - target.difficulty[difficulty]),
    0,
  );
  const readingPassages = target.group.passageKinds.includes('editing-draft') ? 0 : genreCost(candidates);
  return (
    candidates.filter((candidate) => used.has(candidate.passage.id)).length * COST.reusedPassage +
    Math.abs(readiness - target.share.readinessItems) * COST.readinessMiss +
    Math.max(0, target.nonMultipleChoice - nonMc) * COST.nonMultipleChoiceMiss +
    readingPassages +
    difficultyMiss * COST.difficultyMiss
  );
}

/** Passage counts to try, the likeliest fit first: about the count divided by questions per passage. */
function sizesToTry(candidates: readonly Candidate[], target: GroupTarget): number[] {
  const { min, max } = target.group.passages;
  const perPassage =
    candidates.reduce((sum, candidate) => sum + candidate.items.length, 0) / candidates.length;
  const ideal = Math.ceil(target.share.items / perPassage);
  return Array.from({ length: max - min + 1 }, (_, index) => min + index).sort(
    (a, b) => Math.abs(a - ideal) - Math.abs(b - ideal) || a - b,
  );
}

function selectGroup(
  blueprint: ExamBlueprint,
  target: GroupTarget,
  bank: ExamReadingBank,
  random: Random,
  used: ReadonlySet<string>,
): Selection {
  const minShare = blueprint.reading!.minShareOfQuestions;
  const candidates = random.shuffle(candidatesFor(blueprint, target, bank, minShare));
  const rank = new Map(
    random.shuffle(candidates.flatMap((candidate) => candidate.items)).map((item, index) => [item.id, index]),
  );
  let best: Selection | undefined;
  let looked = 0;
  search: for (const size of sizesToTry(candidates, target)) {
    for (const picked of combinations(candidates.length, size)) {
      if (++looked > MAX_COMBINATIONS) break search;
      const chosen = picked.map((index) => candidates[index]!);
      const available = chosen.reduce((sum, candidate) => sum + candidate.items.length, 0);
      const floor = chosen.reduce((sum, candidate) => sum + candidate.minKeep, 0);
      if (available < target.share.items || floor > target.share.items) continue;
      const kept = trim(chosen, target, rank);
      const cost = selectionCost(chosen, kept, target, used);
      if (!best || cost < best.cost) best = { candidates: chosen, kept, cost };
      if (cost === 0) break search;
    }
  }
  if (!best || !Number.isFinite(best.cost)) {
    const { min, max } = target.group.passages;
    throw new ExamAssemblyError(
      `${blueprint.id}: the grade ${blueprint.grade} reading bank cannot fill category ` +
        `${target.share.reportingCategory} with ${target.share.items} questions from ${min}–${max} ` +
        `${target.group.passageKinds.join('/')} passages keeping ${minShare}% of each one's questions ` +
        `(${candidates.length} passages with questions for it)`,
    );
  }
  return best;
}

function groupTargets(blueprint: ExamBlueprint): GroupTarget[] {
  const groups = blueprint.reading?.groups ?? [];
  return blueprint.categories.map((share) => {
    const group = groups.find((candidate) => candidate.reportingCategory === share.reportingCategory);
    if (!group)
      throw new ExamAssemblyError(
        `${blueprint.id}: no passage group for category ${share.reportingCategory}`,
      );
    return {
      share,
      group,
      // Per category, rounded up, so the whole form keeps at least the blueprint's share.
      nonMultipleChoice: Math.ceil((share.items * blueprint.minNonMultipleChoicePercent) / 100),
      difficulty: apportion(share.items, blueprint.difficultyMix),
    };
  });
}

/** One form's passages and kept questions per category; earlier forms' passages count as used. */
function selectForm(
  blueprint: ExamBlueprint,
  formNumber: number,
  bank: ExamReadingBank,
  used: ReadonlySet<string>,
) {
  const random = createStream(formSeed(blueprint, formNumber), 'reading');
  return groupTargets(blueprint).map((target) => ({
    target,
    selection: selectGroup(blueprint, target, bank, random, used),
  }));
}

/** Passages first chosen by forms 1 … n − 1, which form n avoids while the bank allows. */
function passagesOfEarlierForms(
  blueprint: ExamBlueprint,
  formNumber: number,
  bank: ExamReadingBank,
): Set<string> {
  const used = new Set<string>();
  for (let earlier = 1; earlier < formNumber; earlier += 1) {
    for (const { selection } of selectForm(blueprint, earlier, bank, used)) {
      for (const candidate of selection.candidates) used.add(candidate.passage.id);
    }
  }
  return used;
}

/**
 * Reading passages and drafts alternate, as on STAAR (a story, a draft, an article, …); each passage's
 * questions stay together in the passage's order.
 */
function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const result: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) if (index < list.length) result.push(list[index]!);
  }
  return result;
}

/** The questions and passages of a reading form, in order. Pure and deterministic for its inputs. */
export function assembleReadingItems(
  blueprint: ExamBlueprint,
  formNumber: number,
  bank: ExamReadingBank,
): { items: ExamFormItem[]; passageIds: string[] } {
  const used = passagesOfEarlierForms(blueprint, formNumber, bank);
  const groups = selectForm(blueprint, formNumber, bank, used);
  const blocks = interleave(
    groups.map(({ selection }) =>
      selection.candidates.map((candidate, index) => ({
        passageId: candidate.passage.id,
        items: selection.kept[index]!,
      })),
    ),
  );
  const items = blocks.flatMap((block) => block.items);
  return {
    passageIds: blocks.map((block) => block.passageId),
    items: items.map((item, index) => {
      const entry = findTeks(item.teksCode, 'reading')!;
      return {
        number: index + 1,
        item,
        reportingCategory: entry.reportingCategory!,
        standardType: entry.standardType === 'readiness' ? 'readiness' : 'supporting',
      };
    }),
  };
}
