import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAPTERS, CHARACTERS } from '../../core/space';
import {
  chaptersResponseSchema,
  charactersResponseSchema,
  completeMissionResponseSchema,
  spaceProgressSchema,
  startMissionResponseSchema,
  unlockChapterResponseSchema,
  type MissionView,
} from '../../contracts/space';
import { userSchema } from '../../contracts/user';
import { answerEvents, spaceMissions, starPowerEvents } from '../db/schema';
import { SPACE_CHAPTER_REASON } from '../services/space';
import { signedInUser } from '../testing/factories';
import { rightAnswer, servedByHandle, starPowerRows, wrongAnswer } from '../testing/practice-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Student {
  id: string;
  headers: { cookie: string };
}

async function student(starPower = 0): Promise<Student> {
  const { user, cookie } = await signedInUser(t.db, { grade: 4 });
  if (starPower > 0) await grant(user.id, starPower);
  return { id: user.id, headers: { cookie } };
}

let grants = 0;
async function grant(userId: string, amount: number) {
  grants += 1;
  await t.db.insert(starPowerEvents).values({ userId, amount, reason: 'test-grant', reference: `${grants}` });
}

const get = (url: string, who?: Student) => t.request({ method: 'GET', url, headers: who?.headers ?? {} });
const post = (url: string, who: Student | undefined, payload?: object) =>
  t.request({ method: 'POST', url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

async function progressOf(who: Student) {
  const res = await get('/api/space/progress', who);
  expect(res.statusCode, res.body).toBe(200);
  return spaceProgressSchema.parse(res.json());
}

async function startMission(who: Student, chapterId = 'chapter-1'): Promise<MissionView> {
  const res = await post(`/api/space/chapters/${chapterId}/start`, who);
  expect(res.statusCode, res.body).toBe(200);
  return startMissionResponseSchema.parse(res.json()).mission;
}

/** Answers the first `right` questions right and the others wrong. */
async function answersFor(mission: MissionView, right: number) {
  const answers: Record<string, unknown> = {};
  for (const [index, question] of mission.questions.entries()) {
    const { item } = await servedByHandle(t.db, question.id);
    answers[question.id] = index < right ? rightAnswer(item) : wrongAnswer(item);
  }
  return answers;
}

const complete = (who: Student, mission: MissionView, answers: object) =>
  post(`/api/space/missions/${mission.id}/complete`, who, { answers, timeSpent: 4 });

async function completeOk(who: Student, mission: MissionView, right: number) {
  const res = await complete(who, mission, await answersFor(mission, right));
  expect(res.statusCode, res.body).toBe(200);
  return completeMissionResponseSchema.parse(res.json());
}

const chapter1 = CHAPTERS[0]!;
const chapter2 = CHAPTERS[1]!;

describe('StarSpace catalogue and progress', () => {
  it('refuses signed-out callers on every call', async () => {
    for (const url of ['/api/space/chapters', '/api/space/characters', '/api/space/progress']) {
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await post('/api/space/chapters/chapter-1/start', undefined)).statusCode).toBe(401);
    expect((await post('/api/space/character/select', undefined, { characterId: 'x' })).statusCode).toBe(401);
  });

  it('a new student has chapter 1 open, the rest locked, no crew, and reads only chapter 1 story', async () => {
    const who = await student();
    const progress = await progressOf(who);
    expect(progress).toMatchObject({
      unlockedChapters: [1],
      completedChapters: [],
      unlockedCharacters: [],
      selectedCharacter: null,
      currentChapter: 1,
      starPower: 0,
    });
    expect(progress.chapters.map((c) => c.state)).toEqual(
      CHAPTERS.map((c) => (c.chapterNumber === 1 ? 'unlocked' : 'locked')),
    );
    const chapters = chaptersResponseSchema.parse((await get('/api/space/chapters', who)).json());
    expect(chapters).toHaveLength(CHAPTERS.length);
    expect(chapters[0]!.storyText).toBe(chapter1.storyText);
    expect(chapters.slice(1).every((c) => c.storyText === '')).toBe(true);
    const characters = charactersResponseSchema.parse((await get('/api/space/characters', who)).json());
    expect(characters.map((c) => c.id)).toEqual(CHARACTERS.map((c) => c.id));
  });

  it('a chapter is unlockable, not unlocked, once StarPower reaches its requirement', async () => {
    const who = await student(chapter2.starPowerRequired);
    const progress = await progressOf(who);
    expect(progress.chapters[1]).toEqual({
      chapterNumber: 2,
      state: 'unlockable',
      completed: false,
      canUnlock: false,
    });
    expect(progress.chapters[2]!.state).toBe('locked');
  });
});

describe('starting a mission', () => {
  it('refuses a locked chapter with 403 and an unknown one with 404, and writes nothing', async () => {
    const who = await student(100_000);
    const locked = await post('/api/space/chapters/chapter-2/start', who);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toMatch(/Chapter 2 is locked/);
    expect((await post('/api/space/chapters/chapter-99/start', who)).statusCode).toBe(404);
    const missions = await t.db.select().from(spaceMissions).where(eq(spaceMissions.userId, who.id));
    expect(missions).toHaveLength(0);
  });

  it('opens a practice set of the chapter subject, one question per story beat, with no answer key', async () => {
    const who = await student();
    const res = await post('/api/space/chapters/chapter-1/start', who);
    expect(res.statusCode, res.body).toBe(200);
    const { mission } = startMissionResponseSchema.parse(res.json());
    expect(mission).toMatchObject({
      chapterId: 'chapter-1',
      chapterNumber: 1,
      subject: chapter1.mission.subject,
      grade: 4,
      title: chapter1.mission.title,
    });
    expect(mission.questions.map((q) => q.beat)).toEqual(chapter1.mission.beats);
    expect(mission.questions.every((q) => q.teksStandard.startsWith('4.'))).toBe(true);
    expect(res.body).not.toMatch(/correctAnswer|"explanation"|"hints"/);
  });
});

describe('completing a mission', () => {
  it('short of the pass mark: the chapter stays open to try again and pays only the set stars', async () => {
    const who = await student(1_000);
    const mission = await startMission(who);
    const needed = mission.rightAnswersToPass;
    const { result, progress } = await completeOk(who, mission, needed - 1);
    expect(result).toMatchObject({
      passed: false,
      chapterStarPower: 0,
      newCharacters: [],
      newlyUnlockedChapters: [],
    });
    expect(result.storyText).toBe(chapter1.mission.retry);
    expect(progress.completedChapters).toEqual([]);
    expect(progress.unlockedChapters).toEqual([1]);
    expect(await starPowerRows(t.db, who.id, SPACE_CHAPTER_REASON)).toHaveLength(0);
  });

  it('passed: completes the chapter, pays its StarPower, brings its crew, picks a companion, opens chapter 2', async () => {
    const who = await student(1_000);
    const mission = await startMission(who);
    const { result, progress } = await completeOk(who, mission, mission.questions.length);
    expect(result).toMatchObject({
      passed: true,
      score: 100,
      chapterStarPower: chapter1.rewards.starPower,
      newCharacters: [...chapter1.rewards.characters],
      newlyUnlockedChapters: [2],
      storyText: chapter1.mission.success,
    });
    expect(progress).toMatchObject({
      unlockedChapters: [1, 2],
      completedChapters: [1],
      unlockedCharacters: [...chapter1.rewards.characters],
      selectedCharacter: chapter1.rewards.characters[0],
      currentChapter: 2,
    });
    // The reward is one ledger row; the balance shown is the ledger's sum (with any challenge it completed).
    const chapterRows = await starPowerRows(t.db, who.id, SPACE_CHAPTER_REASON);
    expect(chapterRows.map((row) => [row.amount, row.reference])).toEqual([
      [chapter1.rewards.starPower, 'chapter-1'],
    ]);
    const ledger = await starPowerRows(t.db, who.id);
    expect(progress.starPower).toBe(ledger.reduce((sum, row) => sum + row.amount, 0));
    // The companion reaches every screen with the user.
    const me = userSchema.parse((await get('/api/auth/user', who)).json());
    expect(me.companion?.id).toBe(chapter1.rewards.characters[0]);
    // Chapter 2's story can be read now.
    const chapters = chaptersResponseSchema.parse((await get('/api/space/chapters', who)).json());
    expect(chapters[1]!.storyText).toBe(chapter2.storyText);
  });

  it('with too little StarPower the next chapter waits, then the Unlock button opens it', async () => {
    const who = await student();
    // A balance far below zero, so nothing the mission pays (stars, reward, a challenge) reaches 150.
    await grant(who.id, -1_000);
    const mission = await startMission(who);
    const { result, progress } = await completeOk(who, mission, mission.questions.length);
    expect(result.passed).toBe(true);
    expect(progress.starPower).toBeLessThan(chapter2.starPowerRequired);
    expect(result.newlyUnlockedChapters).toEqual([]);
    expect(progress.chapters[1]).toMatchObject({ state: 'locked', canUnlock: false });

    const early = await post('/api/space/chapters/chapter-2/unlock', who);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toMatch(/needs 150 StarPower; you have -/);

    await grant(who.id, chapter2.starPowerRequired - progress.starPower);
    expect((await progressOf(who)).chapters[1]).toMatchObject({ state: 'unlockable', canUnlock: true });
    const res = await post('/api/space/chapters/chapter-2/unlock', who);
    expect(res.statusCode, res.body).toBe(200);
    const unlocked = unlockChapterResponseSchema.parse(res.json());
    expect(unlocked.unlockedChapter).toBe(2);
    expect(unlocked.progress.chapters[1]!.state).toBe('unlocked');
    // Unlocking again changes nothing and is not an error.
    expect((await post('/api/space/chapters/chapter-2/unlock', who)).statusCode).toBe(200);
  });

  it('refuses to unlock a chapter whose previous chapter is not completed, however much StarPower', async () => {
    const who = await student(100_000);
    const res = await post('/api/space/chapters/chapter-3/unlock', who);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/Complete chapter 2/);
    expect((await post('/api/space/chapters/nope/unlock', who)).statusCode).toBe(404);
    expect((await progressOf(who)).unlockedChapters).toEqual([1]);
  });

  it('completing the same mission twice returns the first result and pays once', async () => {
    const who = await student(1_000);
    const mission = await startMission(who);
    const answers = await answersFor(mission, mission.questions.length);
    const first = await complete(who, mission, answers);
    const again = await complete(who, mission, answers);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual(first.json().result);
    expect(await starPowerRows(t.db, who.id, SPACE_CHAPTER_REASON)).toHaveLength(1);
    expect(await starPowerRows(t.db, who.id, 'practice-set')).toHaveLength(1);
  });

  it('two completions sent at the same moment pay once', async () => {
    const who = await student(1_000);
    const mission = await startMission(who);
    const answers = await answersFor(mission, mission.questions.length);
    const [a, b] = await Promise.all([complete(who, mission, answers), complete(who, mission, answers)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().result).toEqual(b.json().result);
    expect(await starPowerRows(t.db, who.id, SPACE_CHAPTER_REASON)).toHaveLength(1);
  });

  it('playing a completed chapter again pays the set stars but not the chapter reward', async () => {
    const who = await student(1_000);
    const first = await startMission(who);
    await completeOk(who, first, first.questions.length);
    const replay = await startMission(who);
    const { result } = await completeOk(who, replay, replay.questions.length);
    expect(result).toMatchObject({
      passed: true,
      chapterStarPower: 0,
      newCharacters: [],
      newlyUnlockedChapters: [],
    });
    expect(result.starsEarned).toBeGreaterThan(0);
    expect(await starPowerRows(t.db, who.id, SPACE_CHAPTER_REASON)).toHaveLength(1);
  });

  it('another student cannot complete my mission, and my progress is only mine', async () => {
    const me = await student(1_000);
    const other = await student(1_000);
    const mission = await startMission(me);
    const res = await complete(other, mission, await answersFor(mission, mission.questions.length));
    expect(res.statusCode).toBe(404);
    expect(await starPowerRows(t.db, other.id, SPACE_CHAPTER_REASON)).toHaveLength(0);
    await completeOk(me, mission, mission.questions.length);
    expect((await progressOf(other)).completedChapters).toEqual([]);
    expect((await progressOf(me)).completedChapters).toEqual([1]);
  });

  it('bad input is a 400 that leaves the mission as it was', async () => {
    const who = await student(1_000);
    const mission = await startMission(who);
    expect(
      (await post('/api/space/missions/not-a-uuid/complete', who, { answers: {}, timeSpent: 1 })).statusCode,
    ).toBe(400);
    const unknown = await complete(who, mission, { 'not-a-question': 'A' });
    expect(unknown.statusCode).toBe(400);
    const missing = await post(`/api/space/missions/${mission.id}/complete`, who, { answers: {} });
    expect(missing.statusCode).toBe(400);
    const [row] = await t.db.select().from(spaceMissions).where(eq(spaceMissions.sessionId, mission.id));
    expect(row!.status).toBe('active');
    const events = await t.db.select().from(answerEvents).where(eq(answerEvents.userId, who.id));
    expect(events).toHaveLength(0);
    // Still completable afterwards.
    expect((await completeOk(who, mission, mission.questions.length)).result.passed).toBe(true);
  });
});

describe('choosing a companion', () => {
  it('refuses a character not in the crew (403) and an unknown one (404)', async () => {
    const who = await student();
    const locked = await post('/api/space/character/select', who, { characterId: CHARACTERS[0]!.id });
    expect(locked.statusCode).toBe(403);
    expect((await post('/api/space/character/select', who, { characterId: 'nobody' })).statusCode).toBe(404);
    expect((await post('/api/space/character/select', who, {})).statusCode).toBe(400);
    expect((await progressOf(who)).selectedCharacter).toBeNull();
  });

  it('selects a crew member, and the user shows them as companion', async () => {
    const who = await student(1_000);
    const mission = await startMission(who);
    await completeOk(who, mission, mission.questions.length);
    const second = chapter1.rewards.characters[1]!;
    const res = await post('/api/space/character/select', who, { characterId: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(spaceProgressSchema.parse(res.json()).selectedCharacter).toBe(second);
    const me = userSchema.parse((await get('/api/auth/user', who)).json());
    expect(me.companion).toMatchObject({ id: second, name: CHARACTERS.find((c) => c.id === second)!.name });
  });
});
