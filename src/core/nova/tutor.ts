import type { Grade } from '../accounts/account';
import type { Subject } from '../teks/teks-types';
import type { Intent } from './intents';
import type { SkillLesson } from './lessons/lesson-types';
import { OFF_TOPIC_REPLY } from './safety';

/*
 * Nova's built-in tutor (issue 10): useful with no AI service at all. Every reply is built from what
 * we wrote and checked: the item's own hint ladder and worked steps, our lesson for the skill, the
 * student's mastery. It never gives the answer to a question that has not been answered yet.
 */

/** The question on screen, as the server knows it (the key only once the student has answered). */
export interface TutorQuestion {
  teksCode: string;
  skillName: string;
  subject: Subject;
  hints: readonly string[];
  steps: readonly string[];
  answered: null | { correct: boolean; correctAnswerText: string; misconception?: string | undefined };
}

export interface TutorContext {
  grade: Grade;
  question: TutorQuestion | null;
  /** Hints for this question already given in this conversation: the next one is the next rung. */
  hintsGiven: number;
  /** Our lesson for the skill the child asked about (or the question's skill). */
  lesson: SkillLesson | null;
  lessonSkillName: string | null;
  /** The student's weakest skills of their grade, weakest first (may be empty). */
  weakestSkills: readonly { code: string; skillName: string }[];
  /** Whether the message is about school work (safety.ts looksLikeSchoolTalk). */
  onTopic: boolean;
}

export interface TutorReply {
  text: string;
  /** True when the reply gave the next hint of the question's ladder. */
  gaveHint: boolean;
}

const reply = (text: string, gaveHint = false): TutorReply => ({ text, gaveHint });

function numbered(steps: readonly string[]): string {
  return steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
}

function nextHint(question: TutorQuestion, hintsGiven: number): TutorReply {
  const hint = question.hints[hintsGiven];
  if (hint !== undefined) {
    const more = hintsGiven + 1 < question.hints.length ? ' Ask me for another hint if you need one.' : '';
    return reply(`Hint ${hintsGiven + 1}: ${hint}${more}`, true);
  }
  if (question.answered) return explainAnswer(question);
  return reply(
    'That was my last hint! Read the question one more time, try your best answer, and then I can show you every step.',
  );
}

function explainAnswer(question: TutorQuestion): TutorReply {
  const answered = question.answered!;
  const opening = answered.correct
    ? 'You got it right! Here is why it works:'
    : `Good try! ${answered.misconception ? `${answered.misconception} ` : ''}Let's look at it step by step:`;
  const steps = question.steps.length > 0 ? `\n${numbered(question.steps)}` : '';
  const answer = answered.correctAnswerText.trim().replace(/[.!?]$/, '');
  return reply(`${opening}${steps}\nSo the answer is ${answer}.`);
}

function lessonText(lesson: SkillLesson, skillName: string | null): string {
  const title = skillName ? `${skillName} (${lesson.code})` : lesson.code;
  return [
    `Let's learn ${title}!`,
    lesson.bigIdea,
    `How to do it:\n${numbered(lesson.steps)}`,
    `Example: ${lesson.example.problem}\n${lesson.example.solution}`,
    `Tip: ${lesson.tip}`,
  ].join('\n\n');
}

const STUDY_TIPS = [
  'Practice a little every day. Twenty minutes a day beats two hours once a week.',
  'Read each question twice, and underline what it asks for.',
  'For math, draw a picture or a strip diagram. For reading, look back in the passage for proof.',
  'Check your answer: does it make sense?',
  'Before the test, get a good night of sleep and eat a good breakfast.',
];

/** Nova's built-in answer to a message with this intent, given what the server knows. */
export function builtInReply(intent: Intent, context: TutorContext): TutorReply {
  const { question } = context;
  switch (intent) {
    case 'hint':
      if (question) return nextHint(question, context.hintsGiven);
      return reply(
        'Open a question in the Practice Center and ask me for a hint there. I will give you one clue at a time!',
      );

    case 'answer-request':
      if (question?.answered) return explainAnswer(question);
      if (question) {
        const hint = nextHint(question, context.hintsGiven);
        return reply(
          `I can't give you the answer before you try, but I can help! ${hint.text}`,
          hint.gaveHint,
        );
      }
      return reply('I help you find answers yourself! Open a question and ask me for a hint.');

    case 'why-wrong':
      if (question?.answered) return explainAnswer(question);
      if (question) {
        return reply(
          "You haven't answered this one yet. Give it a try first, and I can explain it after. Want a hint? Just ask!",
        );
      }
      return reply(
        'Ask me right after you answer a question in practice, and I can show you where it went wrong, step by step.',
      );

    case 'explain-skill':
      if (context.lesson) return reply(lessonText(context.lesson, context.lessonSkillName));
      // "What is your favorite game?" reads like a request to explain; only school talk is one.
      if (!context.onTopic) return reply(OFF_TOPIC_REPLY);
      return reply(
        `I'd love to explain a skill! Tell me its TEKS code, like ${context.grade}.4A, or ask me from a practice question and I'll explain that one.`,
      );

    case 'what-to-practice': {
      const skills = context.weakestSkills.slice(0, 3);
      if (skills.length === 0) {
        return reply(
          'Start with a few questions in the Practice Center. After you answer some, I can tell you which skills to practice next!',
        );
      }
      const list = skills.map((skill) => `• ${skill.skillName} (${skill.code})`).join('\n');
      return reply(
        `Here is what I would practice next:\n${list}\nYou can pick them in the Practice Center or in Weak Skills practice.`,
      );
    }

    case 'feelings':
      return reply(
        "It's okay to find things hard. That's how your brain grows! Take a deep breath. Let's try one small step at a time, and you can ask me for a hint whenever you want.",
      );

    case 'study-tip':
      return reply(`Here are my best study tips:\n${STUDY_TIPS.map((tip) => `• ${tip}`).join('\n')}`);

    case 'greeting':
      return reply(
        "Hi! I'm Nova, your study buddy. You can ask me for a hint, ask me to explain a skill, or ask what to practice next.",
      );

    case 'thanks':
      return reply("You're welcome! Keep up the great work!");

    case 'goodbye':
      return reply('Bye for now! Come back any time you want help.');

    case 'other':
      if (!context.onTopic) return reply(OFF_TOPIC_REPLY);
      if (question?.answered) return explainAnswer(question);
      if (question) return nextHint(question, context.hintsGiven);
      if (context.lesson) return reply(lessonText(context.lesson, context.lessonSkillName));
      return reply(
        "That's a great question! I help best with the question on your screen: ask me for a hint, or why an answer was wrong. I can also explain a skill if you tell me its TEKS code, or tell you what to practice next.",
      );
  }
}

/** The built-in "Ask NovaBot" explanation of an answered question: hints, then steps, then the answer. */
export function builtInExplanation(question: {
  hints: readonly string[];
  steps: readonly string[];
  correctAnswerText: string;
  misconception?: string | undefined;
}): string {
  const parts = [
    question.misconception
      ? `Good try! ${question.misconception} Let's climb the hint ladder together.`
      : "Good try! Mistakes help us learn. Let's climb the hint ladder together.",
  ];
  question.hints.forEach((hint, index) => parts.push(`Hint ${index + 1}: ${hint}`));
  if (question.steps.length > 0) parts.push(`Now step by step:\n${numbered(question.steps)}`);
  const answer = question.correctAnswerText.trim().replace(/[.!?]$/, '');
  if (answer) parts.push(`So the answer is ${answer}. You've got this!`);
  return parts.join('\n\n');
}
