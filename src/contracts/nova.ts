import { z } from 'zod';

/**
 * Nova (spec sections 2, 4, 7 and 8; issue 10): "Ask NovaBot" explanations and the chat. Both work with
 * no AI service; `source` says who wrote a reply.
 */

/** Spec section 8, word for word: what the client shows when an explanation fails or is not a success. */
export const NOVA_TROUBLE_MESSAGE = "I'm having trouble connecting right now. Please try again in a moment!";

/** The longest chat message a child can send. */
export const NOVA_MESSAGE_MAX_LENGTH = 500;

export const novaSourceSchema = z.enum(['tutor', 'ai', 'safety']);

const questionHandle = z.string().min(1).max(40);

/**
 * POST /api/nova/explain: the spec's payload. With `questionId` (the answered question's handle) the
 * server explains from its own copy of the item and ignores the rest; without it, from what was sent.
 */
export const explainRequestSchema = z.strictObject({
  question: z.string().max(4_000),
  teksStandard: z.string().max(20),
  answerChoices: z
    .union([
      z.array(z.strictObject({ label: z.string().max(4), text: z.string().max(500) })).max(10),
      z.string(),
    ])
    .optional(),
  correctAnswer: z.union([z.string().max(200), z.number().int().min(0).max(25)]).optional(),
  explanation: z.union([z.string().max(4_000), z.array(z.string().max(1_000)).max(12)]).optional(),
  questionId: questionHandle.optional(),
});
export type ExplainRequest = z.input<typeof explainRequestSchema>;

export const explainResponseSchema = z.strictObject({
  success: z.boolean(),
  /** The explanation as one text (paragraphs separated by a blank line). */
  explanation: z.string(),
  /** The item's hint ladder and worked steps, for a step-by-step display. */
  hints: z.array(z.string()),
  steps: z.array(z.string()),
  source: novaSourceSchema,
});
export type ExplainResponse = z.infer<typeof explainResponseSchema>;

export const chatRequestSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, 'Type a message for Nova first.')
    .max(NOVA_MESSAGE_MAX_LENGTH, `Messages can be at most ${NOVA_MESSAGE_MAX_LENGTH} characters.`),
  /** The question on screen (its handle), when the chat is opened from practice. */
  questionId: questionHandle.nullable().optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const novaMessageSchema = z.strictObject({
  id: z.uuid(),
  role: z.enum(['student', 'nova']),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type NovaMessage = z.infer<typeof novaMessageSchema>;

export const chatResponseSchema = z.strictObject({
  /** The child's message as stored and shown: personal information taken out. */
  studentMessage: novaMessageSchema,
  reply: novaMessageSchema,
  source: novaSourceSchema,
  /** True when personal information was taken out of the message (the reply then reminds the child). */
  personalInfoRemoved: z.boolean(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const novaMessagesResponseSchema = z.strictObject({ messages: z.array(novaMessageSchema) });
export type NovaMessagesResponse = z.infer<typeof novaMessagesResponseSchema>;
