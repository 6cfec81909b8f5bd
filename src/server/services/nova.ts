import { and, count, desc, eq, gte } from 'drizzle-orm';
import {
  PERSONAL_INFO_REMINDER,
  SAFETY_REPLIES,
  builtInExplanation,
  builtInReply,
  lessonFor,
  looksLikeSchoolTalk,
  mentionedTeksCode,
  recognizeIntent,
  replyProblem,
  safetyConcernOf,
  scrubPersonalInfo,
  type Intent,
  type TutorQuestion,
} from '../../core/nova';
import { isMastered } from '../../core/mastery';
import { calendarBounds } from '../../core/rewards/school-calendar';
import { findTeks, testedTeksForGrade } from '../../core/teks/catalogue';
import type { ChatResponse, ExplainRequest, ExplainResponse, NovaMessage } from '../../contracts/nova';
import type { AiProvider } from '../ai/provider';
import { chatPrompt, chatReplySchema, explainPrompt, explanationSchema } from '../ai/prompts';
import type { Db } from '../db/client';
import { answerEvents, novaMessages, type NovaMessageRow, type UserRow } from '../db/schema';
import { AppError, conflict } from '../errors';
import { formatCorrectAnswer, splitFeedback } from './answer-format';
import { itemOfServed } from './grading';
import { scoreItem } from '../../core/items/scoring';
import { findServedQuestion, gradeOf } from './served-questions';
import { loadSkills } from './skill-mastery';

/**
 * Nova (issue 10). Every message goes: personal information out → safety → what the child asks for →
 * the built-in tutor's reply → (when an AI provider is configured and the request is free-form) the
 * provider's reply, checked, else the tutor's. Both turns are stored for the parent and teacher.
 */

/** Messages a student may send Nova in one school day. */
export const NOVA_DAILY_MESSAGE_CAP = 100;
/** Turns of the conversation given to the provider: the last few, from the last half hour. */
const HISTORY_TURNS = 6;
const HISTORY_WINDOW_MS = 30 * 60 * 1000;

/** Requests the built-in tutor answers best as it is: its hint ladder and refusals are exact. */
const TUTOR_ONLY: ReadonlySet<Intent> = new Set([
  'hint',
  'answer-request',
  'what-to-practice',
  'greeting',
  'thanks',
  'goodbye',
]);

export interface NovaClock {
  now: Date;
  timeZone: string;
}

function presentMessage(row: NovaMessageRow): NovaMessage {
  return { id: row.id, role: row.role, text: row.text, createdAt: row.createdAt.toISOString() };
}

/** What identifies this child, to be removed wherever they type it. */
function knownIdentifiers(user: UserRow) {
  return {
    names: user.name.split(/\s+/).filter(Boolean),
    schools: user.schoolName ? [user.schoolName] : [],
  };
}

/** The question on screen as the tutor needs it: the key and steps only once it has been answered. */
async function tutorQuestion(db: Db, user: UserRow, handle: string) {
  const served = await findServedQuestion(db, user.id, handle);
  const item = itemOfServed(served);
  const [event] = await db
    .select({ correct: answerEvents.correct, response: answerEvents.response })
    .from(answerEvents)
    .where(eq(answerEvents.servedQuestionId, served.id));
  let answered: TutorQuestion['answered'] = null;
  if (event) {
    let misconception: string | undefined;
    if (event.response !== null) {
      const rescored = scoreItem(item, event.response);
      if (rescored.status === 'scored') misconception = splitFeedback(item, rescored).misconception;
    }
    answered = {
      correct: event.correct,
      correctAnswerText: formatCorrectAnswer(item).correctAnswerText,
      misconception,
    };
  }
  const facts: TutorQuestion = {
    teksCode: item.teksCode,
    skillName: findTeks(item.teksCode, item.subject)?.skillName ?? item.teksCode,
    subject: item.subject,
    hints: item.hints,
    steps: answered ? item.explanation : [],
    answered,
  };
  return { facts, stem: item.stem, handle };
}

async function hintsGiven(db: Db, userId: string, handle: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(novaMessages)
    .where(
      and(
        eq(novaMessages.userId, userId),
        eq(novaMessages.questionHandle, handle),
        eq(novaMessages.gaveHint, true),
      ),
    );
  return row?.n ?? 0;
}

/** The student's weakest skills of their grade (both subjects), least known first. */
async function weakestSkills(db: Db, user: UserRow) {
  const grade = gradeOf(user);
  const weak: { code: string; skillName: string; pKnown: number }[] = [];
  for (const subject of ['math', 'reading'] as const) {
    const skills = await loadSkills(db, user.id, subject);
    for (const entry of testedTeksForGrade(grade, subject)) {
      const state = skills.get(entry.code);
      if (state && state.attempts > 0 && !isMastered(state.pKnown)) {
        weak.push({ code: entry.code, skillName: entry.skillName, pKnown: state.pKnown });
      }
    }
  }
  return weak.sort((a, b) => a.pKnown - b.pKnown).slice(0, 3);
}

async function recentHistory(db: Db, userId: string, now: Date) {
  const rows = await db
    .select({ role: novaMessages.role, text: novaMessages.text })
    .from(novaMessages)
    .where(
      and(
        eq(novaMessages.userId, userId),
        gte(novaMessages.createdAt, new Date(now.getTime() - HISTORY_WINDOW_MS)),
      ),
    )
    .orderBy(desc(novaMessages.createdAt))
    .limit(HISTORY_TURNS);
  return rows.reverse();
}

async function enforceDailyCap(db: Db, userId: string, clock: NovaClock) {
  const { dayStart } = calendarBounds(clock.now, clock.timeZone);
  const [row] = await db
    .select({ n: count() })
    .from(novaMessages)
    .where(
      and(
        eq(novaMessages.userId, userId),
        eq(novaMessages.role, 'student'),
        gte(novaMessages.createdAt, dayStart),
      ),
    );
  if ((row?.n ?? 0) >= NOVA_DAILY_MESSAGE_CAP) {
    throw new AppError(
      'rate_limited',
      "You've chatted with Nova a lot today! Take a break, try some practice questions, and chat again tomorrow.",
    );
  }
}

interface NovaTurn {
  text: string;
  source: 'tutor' | 'ai' | 'safety';
  gaveHint: boolean;
  intent: Intent | 'safety';
  flags: string[];
}

async function answerMessage(
  db: Db,
  ai: AiProvider | null,
  user: UserRow,
  message: string,
  questionHandle: string | null,
  clock: NovaClock,
): Promise<NovaTurn> {
  const concern = safetyConcernOf(message);
  if (concern) {
    return {
      text: SAFETY_REPLIES[concern],
      source: 'safety',
      gaveHint: false,
      intent: 'safety',
      flags: [`safety:${concern}`],
    };
  }
  const intent = recognizeIntent(message);
  const question = questionHandle ? await tutorQuestion(db, user, questionHandle) : null;
  const code = mentionedTeksCode(message) ?? question?.facts.teksCode ?? null;
  const lesson = code ? (lessonFor(code, question?.facts.subject) ?? null) : null;
  const grade = gradeOf(user);
  const tutor = builtInReply(intent, {
    grade,
    question: question?.facts ?? null,
    hintsGiven: question ? await hintsGiven(db, user.id, question.handle) : 0,
    lesson,
    lessonSkillName: lesson ? (findTeks(lesson.code, lesson.subject)?.skillName ?? null) : null,
    weakestSkills: intent === 'what-to-practice' ? await weakestSkills(db, user) : [],
    onTopic: looksLikeSchoolTalk(message) || question !== null,
  });
  const turn: NovaTurn = { text: tutor.text, source: 'tutor', gaveHint: tutor.gaveHint, intent, flags: [] };
  if (!ai || TUTOR_ONLY.has(intent)) return turn;

  const answer = await ai.completeJson(
    'chat',
    chatPrompt({
      grade,
      message,
      history: await recentHistory(db, user.id, clock.now),
      question: question ? { facts: question.facts, stem: question.stem } : null,
      tutorReply: tutor.text,
    }),
    chatReplySchema,
  );
  if (!answer) return turn;
  const problem = replyProblem(answer.reply);
  if (problem) return { ...turn, flags: [`ai-reply-refused:${problem}`] };
  return { ...turn, text: answer.reply.trim(), source: 'ai' };
}

/** One chat exchange: both turns are stored, the child's with personal information removed. */
export async function chatWithNova(
  db: Db,
  ai: AiProvider | null,
  user: UserRow,
  input: { message: string; questionId?: string | null | undefined },
  clock: NovaClock,
): Promise<ChatResponse> {
  await enforceDailyCap(db, user.id, clock);
  const scrubbed = scrubPersonalInfo(input.message, knownIdentifiers(user));
  const handle = input.questionId ?? null;
  const turn = await answerMessage(db, ai, user, scrubbed.text, handle, clock);
  const personalInfoRemoved = scrubbed.removed.length > 0;
  const replyText = personalInfoRemoved ? `${PERSONAL_INFO_REMINDER}\n\n${turn.text}` : turn.text;

  return db.transaction(async (tx) => {
    const [studentRow] = await tx
      .insert(novaMessages)
      .values({
        userId: user.id,
        role: 'student',
        text: scrubbed.text,
        intent: turn.intent,
        questionHandle: handle,
        flags: scrubbed.removed.map((kind) => `removed:${kind}`),
        createdAt: clock.now,
      })
      .returning();
    const [novaRow] = await tx
      .insert(novaMessages)
      .values({
        userId: user.id,
        role: 'nova',
        text: replyText,
        source: turn.source,
        questionHandle: handle,
        gaveHint: turn.gaveHint,
        flags: turn.flags,
        // A millisecond later, so the transcript's order never depends on a tie.
        createdAt: new Date(clock.now.getTime() + 1),
      })
      .returning();
    return {
      studentMessage: presentMessage(studentRow!),
      reply: presentMessage(novaRow!),
      source: turn.source,
      personalInfoRemoved,
    };
  });
}

/** A student's conversation with Nova, oldest first (the newest `limit` turns). */
export async function novaTranscript(db: Db, userId: string, limit = 100): Promise<NovaMessage[]> {
  const rows = await db
    .select()
    .from(novaMessages)
    .where(eq(novaMessages.userId, userId))
    .orderBy(desc(novaMessages.createdAt))
    .limit(limit);
  return rows.reverse().map(presentMessage);
}

// ── Ask NovaBot ───────────────────────────────────────────────────────────────────────────────────

function stepsOf(explanation: ExplainRequest['explanation']): string[] {
  if (explanation === undefined) return [];
  const list = typeof explanation === 'string' ? explanation.split(/\n+/) : explanation;
  return list.map((step) => step.trim()).filter(Boolean);
}

function choiceText(request: ExplainRequest): string {
  const { correctAnswer, answerChoices } = request;
  if (correctAnswer === undefined) return '';
  const label = typeof correctAnswer === 'number' ? String.fromCharCode(65 + correctAnswer) : correctAnswer;
  if (Array.isArray(answerChoices)) {
    const choice = answerChoices.find((candidate) => candidate.label === label);
    if (choice) return `${choice.label}. ${choice.text}`;
  }
  return label;
}

/**
 * POST /api/nova/explain. With a question handle, the server's own item is explained, and only once it
 * has been answered (the steps give the answer away). Otherwise what the client sent is explained.
 */
export async function explainForStudent(
  db: Db,
  ai: AiProvider | null,
  user: UserRow,
  request: ExplainRequest,
): Promise<ExplainResponse> {
  let facts: {
    stem: string;
    skill: string;
    hints: string[];
    steps: string[];
    correctAnswerText: string;
    misconception?: string | undefined;
  };
  if (request.questionId) {
    const question = await tutorQuestion(db, user, request.questionId);
    if (!question.facts.answered) throw conflict('Answer the question first, then NovaBot can explain it.');
    facts = {
      stem: question.stem,
      skill: `${question.facts.skillName} (${question.facts.teksCode})`,
      hints: [...question.facts.hints],
      steps: [...question.facts.steps],
      correctAnswerText: question.facts.answered.correctAnswerText,
      misconception: question.facts.answered.misconception,
    };
  } else {
    facts = {
      stem: request.question,
      skill: request.teksStandard,
      hints: [],
      steps: stepsOf(request.explanation),
      correctAnswerText: choiceText(request),
    };
  }
  if (facts.steps.length === 0 && facts.hints.length === 0) {
    return { success: false, explanation: '', hints: [], steps: [], source: 'tutor' };
  }
  const builtIn = builtInExplanation(facts);
  const base = { success: true, hints: facts.hints, steps: facts.steps };
  if (!ai) return { ...base, explanation: builtIn, source: 'tutor' };
  const answer = await ai.completeJson('explain', explainPrompt(gradeOf(user), facts), explanationSchema);
  if (!answer || replyProblem(answer.explanation)) return { ...base, explanation: builtIn, source: 'tutor' };
  return { ...base, explanation: answer.explanation.trim(), source: 'ai' };
}
