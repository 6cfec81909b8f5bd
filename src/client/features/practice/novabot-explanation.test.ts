import { describe, expect, it } from 'vitest';
import { NOVA_TROUBLE_MESSAGE, type ExplainResponse } from '../../../contracts/nova';
import type { PublicItem } from '../../../core/items/item-types';
import { explainRequestFor, novaBotExplanation, novaBotReplyFrom } from './novabot-explanation';

const answered = {
  hints: ['5/6 is 5 equal spaces from 0.', 'Count the spaces from 0 to point M.'],
  explanation: ['Each space is 1/6.', 'Point M is 1 space from 0.', 'Point M is at 1/6.'],
  misconception: 'This counts the tick at 0.',
  correctAnswer: 'A',
  correctAnswerText: 'A. 1/6',
};

const fromServer: ExplainResponse = {
  success: true,
  explanation: 'Good try!\n\nHint 1: Look again.',
  hints: ['Look again.', 'Count the spaces.'],
  steps: ['Count 1 space.', 'So it is 1/6.'],
  source: 'tutor',
};

function itemWith(interaction: PublicItem['interaction']): PublicItem {
  return {
    id: 'q-123',
    stem: 'Where is point M?',
    teksCode: '3.3A',
    interaction,
  } as PublicItem;
}

describe('NovaBot explanation', () => {
  it('gives the hint ladder, then the worked steps, then the answer', () => {
    expect(novaBotExplanation(answered)).toEqual({
      opening: "Good try! This counts the tick at 0. Let's climb the hint ladder together.",
      hints: answered.hints,
      steps: answered.explanation,
      closing: "So the answer is A. 1/6. You've got this!",
    });
  });

  it('encourages without a misconception and drops blank lines', () => {
    const explanation = novaBotExplanation({
      ...answered,
      misconception: undefined,
      hints: ['  ', 'Count.'],
    });
    expect(explanation?.opening).toMatch(/^Good try! Mistakes help us learn/);
    expect(explanation?.hints).toEqual(['Count.']);
  });

  it('has nothing to lay out without hints or steps', () => {
    expect(novaBotExplanation({ ...answered, hints: [], explanation: [] })).toBeNull();
  });
});

describe("NovaBot's request (spec section 7)", () => {
  it("sends the spec's payload and the question's handle", () => {
    const item = itemWith({
      type: 'multiple-choice',
      choices: [
        { label: 'A', text: '1/6' },
        { label: 'B', text: '5/6' },
      ],
    });
    expect(explainRequestFor(item, answered)).toEqual({
      question: 'Where is point M?',
      teksStandard: '3.3A',
      answerChoices: [
        { label: 'A', text: '1/6' },
        { label: 'B', text: '5/6' },
      ],
      correctAnswer: 'A',
      explanation: answered.explanation,
      questionId: 'q-123',
    });
  });

  it('leaves out choices a question does not have, and keeps within the caps', () => {
    const item = itemWith({ type: 'numeric-entry' } as PublicItem['interaction']);
    const long = { ...answered, explanation: Array.from({ length: 15 }, () => 'x'.repeat(1_200)) };
    const request = explainRequestFor(item, long);
    expect(request).not.toHaveProperty('answerChoices');
    expect(request.explanation).toHaveLength(12);
    expect((request.explanation as string[]).every((step) => step.length === 1_000)).toBe(true);
  });
});

describe("NovaBot's reply to the server's answer", () => {
  it("lays out the server's hints and steps when the built-in tutor answered", () => {
    const reply = novaBotReplyFrom(fromServer, answered);
    expect(reply).toEqual({
      kind: 'steps',
      explanation: {
        opening: "Good try! This counts the tick at 0. Let's climb the hint ladder together.",
        hints: fromServer.hints,
        steps: fromServer.steps,
        closing: "So the answer is A. 1/6. You've got this!",
      },
    });
  });

  it("shows the AI's own words when the AI answered", () => {
    const reply = novaBotReplyFrom(
      { ...fromServer, source: 'ai', explanation: ' First… \n\nSo A. ' },
      answered,
    );
    expect(reply).toEqual({ kind: 'text', text: 'First… \n\nSo A.' });
  });

  it('falls back to the text when there are no hints or steps', () => {
    const reply = novaBotReplyFrom({ ...fromServer, hints: [], steps: [] }, answered);
    expect(reply).toEqual({ kind: 'text', text: fromServer.explanation });
  });

  it("says the spec's trouble message for a not-success answer, or an empty one", () => {
    const trouble = { kind: 'trouble', message: NOVA_TROUBLE_MESSAGE };
    expect(novaBotReplyFrom({ ...fromServer, success: false }, answered)).toEqual(trouble);
    expect(
      novaBotReplyFrom({ ...fromServer, source: 'ai', explanation: '  ', hints: [], steps: [] }, answered),
    ).toEqual(trouble);
    expect(NOVA_TROUBLE_MESSAGE).toBe(
      "I'm having trouble connecting right now. Please try again in a moment!",
    );
  });
});
