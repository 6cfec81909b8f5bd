import type { Grade } from '../../core/accounts/account';
import { scored } from '../../core/items/score-result';
import type { ShortResponseScorer } from '../../core/items/short-response-scorer';
import { shortResponsePrompt, shortResponseScoreSchema } from './prompts';
import type { AiProvider } from './provider';

/**
 * Short constructed responses scored by the AI provider (issue 10): rubric in, points and feedback out,
 * validated. Any failure throws, and `scoreShortResponseWith` (core/items) falls back to the built-in
 * scorer; so does a score outside the rubric's points.
 */
export function providerShortResponseScorer(ai: AiProvider, grade: Grade): ShortResponseScorer {
  return {
    name: ai.name,
    async score(request) {
      const answer = await ai.completeJson(
        'short-response',
        shortResponsePrompt(grade, {
          stem: request.stem,
          passageText: request.passageText,
          rubric: request.rubric,
          response: request.response,
        }),
        shortResponseScoreSchema,
      );
      if (!answer) throw new Error('no usable score from the AI provider');
      const { points } = request.rubric;
      return scored(answer.points === points, answer.feedback, answer.points, points);
    },
  };
}
