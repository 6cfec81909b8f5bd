import { z } from 'zod';
import type { Grade } from '../../core/accounts/account';
import type { TutorQuestion } from '../../core/nova';
import type { ChatMessage } from './provider';

/*
 * What Nova sends an AI provider. The student is only ever "the student, grade N": no name, email,
 * school or id is put in any message (a test reads every request a fake provider receives). The
 * child's words arrive here with personal information already removed.
 */

function systemPrompt(grade: Grade, task: string): ChatMessage {
  return {
    role: 'system',
    content: [
      `You are Nova, a kind study helper for a Texas student in grade ${grade} preparing for the STAAR tests in math and reading.`,
      'Rules you always follow:',
      '- Talk only about school work: math, reading, writing and study habits. Gently steer anything else back to school work.',
      '- Write for a child: short sentences, simple words, warm and encouraging. At most 120 words.',
      '- Never ask for, repeat or guess personal information. Never include links, emails or phone numbers.',
      '- The facts you are given about a question (its correct answer and steps) are right: never change them or invent others.',
      '- Never give the answer to a question the student has not answered yet; give a hint instead.',
      task,
    ].join('\n'),
  };
}

function questionFacts(question: TutorQuestion, stem: string): string {
  const facts: Record<string, unknown> = {
    skill: `${question.skillName} (TEKS ${question.teksCode})`,
    question: stem,
    hints: question.hints,
  };
  if (question.answered) {
    facts.studentAnswered = question.answered.correct ? 'right' : 'wrong';
    facts.correctAnswer = question.answered.correctAnswerText;
    facts.steps = question.steps;
    if (question.answered.misconception) facts.likelyMistake = question.answered.misconception;
  } else {
    facts.studentAnswered = 'not yet';
  }
  return JSON.stringify(facts);
}

export const chatReplySchema = z.strictObject({ reply: z.string().min(1).max(1_200) });

export interface ChatPromptInput {
  grade: Grade;
  message: string;
  /** The last few turns, oldest first, already scrubbed. */
  history: readonly { role: 'student' | 'nova'; text: string }[];
  question: { facts: TutorQuestion; stem: string } | null;
  /** The built-in tutor's answer: the provider may say it better, not differently. */
  tutorReply: string;
}

export function chatPrompt(input: ChatPromptInput): ChatMessage[] {
  const messages: ChatMessage[] = [
    systemPrompt(
      input.grade,
      'Answer the student\'s last message. Reply with a JSON object: {"reply": "your answer"}.',
    ),
  ];
  if (input.question) {
    messages.push({
      role: 'system',
      content: `The question on the student's screen: ${questionFacts(input.question.facts, input.question.stem)}`,
    });
  }
  messages.push({
    role: 'system',
    content: `A correct answer you may improve on, keeping its facts: ${JSON.stringify(input.tutorReply)}`,
  });
  for (const turn of input.history) {
    messages.push({ role: turn.role === 'student' ? 'user' : 'assistant', content: turn.text });
  }
  messages.push({ role: 'user', content: input.message });
  return messages;
}

export const explanationSchema = z.strictObject({ explanation: z.string().min(1).max(1_200) });

export function explainPrompt(
  grade: Grade,
  input: { stem: string; skill: string; correctAnswerText: string; steps: readonly string[] },
): ChatMessage[] {
  return [
    systemPrompt(
      grade,
      'The student answered this question wrong and asked for help. Explain how to solve it, step by step, using only the facts given, and end with the correct answer. Reply with a JSON object: {"explanation": "your explanation"}.',
    ),
    {
      role: 'user',
      content: JSON.stringify({
        skill: input.skill,
        question: input.stem,
        correctAnswer: input.correctAnswerText,
        steps: input.steps,
      }),
    },
  ];
}

export const shortResponseScoreSchema = z.strictObject({
  points: z.number().int().min(0),
  feedback: z.array(z.string().min(1).max(300)).min(1).max(4),
});

export function shortResponsePrompt(
  grade: Grade,
  input: { stem: string; passageText?: string | undefined; rubric: object; response: string },
): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        `You score a STAAR short constructed response written by a student in grade ${grade}.`,
        'Give points from 0 to the rubric\'s "points" for a correct answer supported by text evidence, written in one to three complete sentences.',
        'Feedback: one to three short, kind sentences for the child saying what was good and what would earn more points.',
        'Reply with a JSON object: {"points": number, "feedback": ["..."]}.',
      ].join('\n'),
    },
    {
      role: 'user',
      content: JSON.stringify({
        question: input.stem,
        ...(input.passageText ? { passage: input.passageText } : {}),
        rubric: input.rubric,
        studentAnswer: input.response,
      }),
    },
  ];
}
