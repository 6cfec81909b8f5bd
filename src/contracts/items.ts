import { z } from 'zod';
import { CONTENT_ID_PATTERN, GENERATOR_ID_PATTERN } from '../core/items/item-id';
import { itemRuleProblems } from '../core/items/item-rules';
import {
  CHOICE_LABELS,
  DIFFICULTIES,
  ITEM_TYPES,
  NUMERIC_FORMATS,
  SHORT_RESPONSE_MAX_LENGTH,
} from '../core/items/item-types';
import { STORY_THEMES } from '../core/items/story-themes';
import { MONEY_DENOMINATIONS } from '../core/items/visual-types';
import { SUBJECTS } from '../core/teks/teks-types';
import { gradeSchema } from './user';

/**
 * Schemas for items (src/core/items/item-types.ts). The core types are plain TypeScript because core
 * imports nothing of ours; items.test.ts proves these schemas infer exactly those types.
 */
const text = z.string().trim().min(1);
const count = z.number().int().min(0);
const positive = z.number().int().min(1);

export const rationalSchema = z.strictObject({ numerator: z.number().int(), denominator: positive });

const base = { imageDescription: text };
const fractionModel = z.strictObject({ parts: positive, shaded: count, label: text.optional() });
const sideLabels = z.strictObject({
  top: text.optional(),
  right: text.optional(),
  bottom: text.optional(),
  left: text.optional(),
});
const point = z.strictObject({ x: count, y: count });
const labelledValue = z.strictObject({ label: text, value: count });

export const visualSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...base, kind: z.literal('fraction-bars'), bars: z.array(fractionModel).min(1) }),
  z.strictObject({ ...base, kind: z.literal('fraction-circles'), circles: z.array(fractionModel).min(1) }),
  z.strictObject({
    ...base,
    kind: z.literal('number-line'),
    divisions: positive,
    tickLabels: z.array(z.strictObject({ tick: count, text })),
    points: z.array(z.strictObject({ tick: count, label: text.optional() })),
    jumps: z.array(z.strictObject({ fromTick: count, toTick: count, label: text.optional() })),
  }),
  z.strictObject({ ...base, kind: z.literal('array'), rows: positive, columns: positive }),
  z.strictObject({
    ...base,
    kind: z.literal('area-model'),
    rowParts: z.array(positive).min(1),
    columnParts: z.array(positive).min(1),
    showPartialProducts: z.boolean(),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('base-ten-blocks'),
    thousands: count,
    hundreds: count,
    tens: count,
    ones: count,
  }),
  z.strictObject({
    ...base,
    kind: z.literal('rectangle'),
    width: positive,
    height: positive,
    sideLabels,
    showUnitSquares: z.boolean(),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('polygon'),
    vertices: z.array(point).min(3),
    sideLabels: z.array(text.nullable()),
    showUnitSquares: z.boolean(),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('bar-graph'),
    title: text,
    categoryAxisLabel: text,
    valueAxisLabel: text,
    scale: positive,
    orientation: z.enum(['vertical', 'horizontal']),
    bars: z.array(labelledValue).min(1),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('pictograph'),
    title: text,
    symbol: text,
    valuePerSymbol: positive,
    rows: z.array(labelledValue).min(1),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('dot-plot'),
    title: text,
    axisLabel: text,
    positions: z.array(z.strictObject({ label: text, count })).min(1),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('stem-and-leaf'),
    title: text,
    stems: z.array(z.strictObject({ stem: count, leaves: z.array(z.number().int().min(0).max(9)) })).min(1),
    keyText: text,
  }),
  z.strictObject({
    ...base,
    kind: z.literal('table'),
    title: text.optional(),
    headers: z.array(text).min(1),
    rows: z.array(z.array(z.string())),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('coordinate-grid'),
    xMax: positive,
    yMax: positive,
    step: positive,
    xAxisLabel: text,
    yAxisLabel: text,
    points: z.array(z.strictObject({ x: count, y: count, label: text.optional() })),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('analog-clock'),
    hour: z.number().int().min(1).max(12),
    minute: z.number().int().min(0).max(59),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('money'),
    pieces: z.array(z.strictObject({ denomination: z.enum(MONEY_DENOMINATIONS), count: positive })).min(1),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('strip-diagram'),
    segments: z.array(z.strictObject({ size: positive, label: z.string() })).min(1),
    totalLabel: text.optional(),
  }),
]);

const choiceLabel = z.enum(CHOICE_LABELS);
const choices = z.array(z.strictObject({ label: choiceLabel, text }));

export const interactionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('multiple-choice'), choices }),
  z.strictObject({ type: z.literal('multiselect'), choices, selectCount: z.number().int().min(2) }),
  z.strictObject({
    type: z.literal('numeric-entry'),
    format: z.enum(NUMERIC_FORMATS),
    unit: text.optional(),
  }),
  z.strictObject({
    type: z.literal('inline-choice'),
    segments: z.array(
      z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('text'), text: z.string().min(1) }),
        z.strictObject({ kind: z.literal('blank'), blankId: text }),
      ]),
    ),
    blanks: z.array(z.strictObject({ id: text, options: z.array(text).min(2) })).min(1),
  }),
  z.strictObject({
    type: z.literal('short-response'),
    maxLength: z.number().int().min(1).max(SHORT_RESPONSE_MAX_LENGTH),
    points: positive,
  }),
]);

const misconceptions = z.array(z.strictObject({ label: choiceLabel, note: text }));

export const answerKeySchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('multiple-choice'), correct: choiceLabel, misconceptions }),
  z.strictObject({ type: z.literal('multiselect'), correct: z.array(choiceLabel).min(2), misconceptions }),
  z.strictObject({
    type: z.literal('numeric-entry'),
    value: rationalSchema,
    accept: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('equivalent') }),
      z.strictObject({ kind: z.literal('denominator'), denominator: positive }),
    ]),
    knownMistakes: z.array(z.strictObject({ value: rationalSchema, note: text })),
  }),
  z.strictObject({
    type: z.literal('inline-choice'),
    blanks: z.array(
      z.strictObject({
        blankId: text,
        correctIndex: count,
        misconceptions: z.array(z.strictObject({ index: count, note: text })),
      }),
    ),
  }),
  z.strictObject({
    type: z.literal('short-response'),
    rubric: z.strictObject({
      points: positive,
      evidence: z.array(z.array(text).min(1)).min(1),
      minEvidence: positive,
      sampleAnswer: text.max(SHORT_RESPONSE_MAX_LENGTH),
    }),
  }),
]);

export const itemOriginSchema = z.strictObject({
  generatorId: z.string().regex(GENERATOR_ID_PATTERN),
  generatorVersion: positive,
  seed: z.number().int().min(0).max(0xffff_ffff),
  difficulty: z.enum(DIFFICULTIES),
  itemType: z.enum(ITEM_TYPES),
  theme: z.enum(STORY_THEMES),
});

const contentId = z.string().regex(CONTENT_ID_PATTERN);

/** A written question's place in the reading bank. */
export const contentOriginSchema = z.strictObject({
  source: z.literal('content'),
  passageId: contentId,
  questionId: contentId,
  difficulty: z.enum(DIFFICULTIES),
  itemType: z.enum(ITEM_TYPES),
});

const questionShape = {
  subject: z.enum(SUBJECTS),
  grade: gradeSchema,
  teksCode: text,
  difficulty: z.enum(DIFFICULTIES),
  passageId: contentId.optional(),
  stem: text.max(600),
  visual: visualSchema.optional(),
  interaction: interactionSchema,
};

export const itemSchema = z
  .strictObject({
    id: text,
    origin: z.union([itemOriginSchema, contentOriginSchema]),
    ...questionShape,
    key: answerKeySchema,
    hints: z.array(text).min(2).max(3),
    // Generated items need 2–5 steps (item-rules.ts); a written reading explanation may be one.
    explanation: z.array(text).min(1).max(5),
    parameters: z.record(z.string(), z.union([z.number(), z.string()])),
  })
  .superRefine((item, context) => {
    for (const problem of itemRuleProblems(item)) context.addIssue({ code: 'custom', message: problem });
  });

/** What the browser receives before answering: strict, so a leaked key or explanation fails to parse. */
export const publicItemSchema = z.strictObject({
  id: text,
  ...questionShape,
  hintCount: z.number().int().min(0),
});

export const itemResponseSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('multiple-choice'), choice: z.union([z.string(), z.number()]) }),
  z.strictObject({
    type: z.literal('multiselect'),
    choices: z.array(z.union([z.string(), z.number()])).max(6),
  }),
  z.strictObject({ type: z.literal('numeric-entry'), text: z.string().max(100) }),
  z.strictObject({ type: z.literal('inline-choice'), selections: z.record(z.string(), z.number().int()) }),
  // Longer than the box allows, so an over-long answer reaches the scorer and gets its kind message.
  z.strictObject({ type: z.literal('short-response'), text: z.string().max(SHORT_RESPONSE_MAX_LENGTH * 2) }),
]);

export const scoreResultSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('scored'),
    correct: z.boolean(),
    partsCorrect: count,
    partsTotal: positive,
    feedback: z.array(z.string()),
  }),
  z.strictObject({ status: z.literal('invalid'), message: text }),
]);
