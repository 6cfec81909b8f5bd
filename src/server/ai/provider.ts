import OpenAI from 'openai';
import type { z } from 'zod';
import type { Config } from '../config';

/**
 * Nova's one door to an AI service (issue 10): any OpenAI-compatible chat API (OpenAI, Azure OpenAI,
 * Ollama, vLLM…), through the maintained `openai` SDK. Every call asks for a JSON object, waits at most
 * the configured timeout, is retried once at most, and is validated with zod; any failure returns null
 * and the caller uses the built-in tutor. Callers build the messages: they never put anything
 * identifying in them (the student is "the student, grade N").
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiProvider {
  /** The model's name, recorded with what it produced. */
  readonly name: string;
  /** The validated JSON object the model answered, or null on a timeout, an error or a bad answer. */
  completeJson<T>(purpose: string, messages: readonly ChatMessage[], schema: z.ZodType<T>): Promise<T | null>;
}

interface Logger {
  warn(details: object, message: string): void;
}

/** Longest answer asked for; Nova's replies are short. */
const MAX_TOKENS = 700;

export function createAiProvider(config: NonNullable<Config['novaAi']>, log: Logger): AiProvider {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Local servers (Ollama, vLLM) take any key; the SDK insists on one.
    apiKey: config.apiKey ?? 'not-needed',
    timeout: config.timeoutMs,
    maxRetries: 1,
  });
  return {
    name: config.model,
    async completeJson<T>(purpose: string, messages: readonly ChatMessage[], schema: z.ZodType<T>) {
      try {
        const completion = await client.chat.completions.create({
          model: config.model,
          messages: messages.map((message) => ({ role: message.role, content: message.content })),
          response_format: { type: 'json_object' },
          temperature: 0.3,
          max_tokens: MAX_TOKENS,
        });
        const content = completion.choices[0]?.message?.content ?? '';
        const parsed = schema.safeParse(JSON.parse(content));
        if (parsed.success) return parsed.data;
        log.warn({ purpose, issues: parsed.error.issues.length }, 'AI answer did not match its schema');
        return null;
      } catch (error) {
        // The message may quote the request; log only what kind of failure it was.
        const kind = error instanceof Error ? error.constructor.name : 'unknown';
        const status = error instanceof OpenAI.APIError ? error.status : undefined;
        log.warn({ purpose, kind, status }, 'AI provider failed; the built-in tutor answers');
        return null;
      }
    },
  };
}
