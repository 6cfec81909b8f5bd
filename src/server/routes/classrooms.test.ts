import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classroomDashboardSchema,
  classroomSchema,
  masteryGridSchema,
  questionBankResponseSchema,
  signInCardsResponseSchema,
  type Classroom,
  type SignInCard,
} from '../../contracts/classrooms';
import { userSchema } from '../../contracts/user';
import { SESSION_COOKIE } from '../auth/sessions';
import { setCookieValue } from '../testing/factories';
import { rightAnswer, servedByHandle, starPowerRows, wrongAnswer } from '../testing/practice-helpers';
import { apiCall, testAccount, type TestAccount as Account } from '../testing/api-client';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (accountType: 'student' | 'teacher' | 'parent', name?: string) =>
  testAccount(t, accountType, name ? { name } : {});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Account, payload?: object) =>
  apiCall(t, method, url, who, payload);

async function createClass(teacher: Account, body: object = { name: 'Room 12', grade: 4, subject: 'both' }) {
  const res = await call('POST', '/api/classrooms', teacher, body);
  expect(res.statusCode, res.body).toBe(200);
  return classroomSchema.parse(res.json());
}

async function addStudents(teacher: Account, classroom: Classroom, names: string[]): Promise<SignInCard[]> {
  const res = await call('POST', `/api/classrooms/${classroom.id}/students`, teacher, {
    students: names.map((name) => ({ name, grade: 4 })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return signInCardsResponseSchema.parse(res.json()).cards;
}

/** Signs in with a card and returns the student's session. */
async function signInWithCard(card: Pick<SignInCard, 'classCode' | 'personalCode'>) {
  const res = await call('POST', '/api/auth/class-code-login', undefined, {
    classCode: card.classCode,
    personalCode: card.personalCode,
  });
  return { res, cookie: `${SESSION_COOKIE}=${setCookieValue(res.headers['set-cookie'], SESSION_COOKIE)}` };
}

async function answerQuestions(who: Account, teks: string, right: number, wrong: number) {
  for (let index = 0; index < right + wrong; index += 1) {
    const generated = await call('POST', '/api/questions/generate', who, { grade: 4, subject: 'math', teks });
    const handle = generated.json().questions[0].id as string;
    const { item } = await servedByHandle(t.db, handle);
    const res = await call('POST', '/api/practice/answer', who, {
      questionId: handle,
      answer: index < right ? rightAnswer(item) : wrongAnswer(item),
      timeSpentMs: 30_000,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('classes', () => {
  it('a teacher creates classes with unambiguous join codes and lists only their own', async () => {
    const teacher = await account('teacher');
    const other = await account('teacher');
    const first = await createClass(teacher);
    await createClass(teacher, { name: 'Reading Club', grade: 5, subject: 'reading' });
    await createClass(other);
    expect(first).toMatchObject({ name: 'Room 12', grade: 4, subject: 'both', studentCount: 0 });
    expect(first.joinCode).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{3}-[ACDEFGHJKMNPQRTUVWXY34679]{3}$/);
    const mine = await call('GET', '/api/classrooms', teacher);
    expect(mine.json().classrooms.map((c: Classroom) => c.name)).toEqual(['Room 12', 'Reading Club']);
  });

  it('refuses students and parents on teacher calls (403) and another teacher (404)', async () => {
    const teacher = await account('teacher');
    const classroom = await createClass(teacher);
    for (const who of [await account('student'), await account('parent')]) {
      expect((await call('GET', '/api/classrooms', who)).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/classrooms', who, { name: 'x', grade: 4, subject: 'math' })).statusCode,
      ).toBe(403);
      expect((await call('GET', `/api/classrooms/${classroom.id}`, who)).statusCode).toBe(403);
      expect((await call('GET', '/api/question-bank?grade=4&subject=math&teks=4.4H', who)).statusCode).toBe(
        403,
      );
    }
    const stranger = await account('teacher');
    for (const url of [
      `/api/classrooms/${classroom.id}`,
      `/api/classrooms/${classroom.id}/mastery`,
      `/api/classrooms/${classroom.id}/assignments`,
      `/api/classrooms/${classroom.id}/export.csv`,
      `/api/classrooms/${randomUUID()}`,
    ]) {
      expect((await call('GET', url, stranger)).statusCode, url).toBe(404);
    }
    expect(
      (
        await call('POST', `/api/classrooms/${classroom.id}/students`, stranger, {
          students: [{ name: 'Eve', grade: 4 }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/classrooms', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/classrooms/not-a-uuid', teacher)).statusCode).toBe(400);
  });

  it('a new join code replaces the old one', async () => {
    const teacher = await account('teacher');
    const classroom = await createClass(teacher);
    const res = await call('POST', `/api/classrooms/${classroom.id}/join-code`, teacher);
    const renewed = classroomSchema.parse(res.json());
    expect(renewed.joinCode).not.toBe(classroom.joinCode);
    const student = await account('student');
    expect(
      (await call('POST', '/api/classrooms/join', student, { code: classroom.joinCode })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/classrooms/join', student, { code: renewed.joinCode })).statusCode).toBe(
      200,
    );
  });
});

describe('rosters and sign-in cards', () => {
  it('adds students with cards; each card signs its student in, typed in any case and spacing', async () => {
    const teacher = await account('teacher');
    const classroom = await createClass(teacher);
    const cards = await addStudents(teacher, classroom, ['Ana Lopez', 'Ben Carter']);
    expect(cards.map((card) => [card.name, card.className, card.classCode])).toEqual([
      ['Ana Lopez', 'Room 12', classroom.joinCode],
      ['Ben Carter', 'Room 12', classroom.joinCode],
    ]);
    expect(cards[0]!.personalCode).not.toBe(cards[1]!.personalCode);
    const { res, cookie } = await signInWithCard({
      classCode: cards[1]!.classCode.toLowerCase().replace('-', ' '),
      personalCode: cards[1]!.personalCode,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(userSchema.parse(res.json())).toMatchObject({
      name: 'Ben Carter',
      accountType: 'student',
      grade: 4,
    });
    const me = await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json().name).toBe('Ben Carter');
    const dashboard = classroomDashboardSchema.parse(
      (await call('GET', `/api/classrooms/${classroom.id}`, teacher)).json(),
    );
    expect(dashboard.students.map((s) => [s.name, s.hasSignInCard])).toEqual([
      ['Ana Lopez', true],
      ['Ben Carter', true],
    ]);
  });

  it('a wrong code is a 401 that does not say which code was wrong', async () => {
    const teacher = await account('teacher');
    const classroom = await createClass(teacher);
    const [card] = await addStudents(teacher, classroom, ['Cam Diaz']);
    const wrongPersonal = await signInWithCard({ classCode: card!.classCode, personalCode: 'AAAAAA' });
    const wrongClass = await signInWithCard({ classCode: 'AAAAAA', personalCode: card!.personalCode });
    const junk = await signInWithCard({ classCode: '0000', personalCode: '!!' });
    for (const { res } of [wrongPersonal, wrongClass, junk]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(
        "Those codes don't match a sign-in card. Check them and try again.",
      );
    }
  });

  it('a new card stops the old one working; removing a student stops their card, and keeps their account', async () => {
    const teacher = await account('teacher');
    const classroom = await createClass(teacher);
    const [old] = await addStudents(teacher, classroom, ['Dee Ng']);
    const renewed = await call(
      'POST',
      `/api/classrooms/${classroom.id}/students/${old!.studentId}/card`,
      teacher,
    );
    expect(renewed.statusCode).toBe(200);
    expect((await signInWithCard(old!)).res.statusCode).toBe(401);
    expect((await signInWithCard(renewed.json())).res.statusCode).toBe(200);

    const removed = await call(
      'DELETE',
      `/api/classrooms/${classroom.id}/students/${old!.studentId}`,
      teacher,
    );
    expect(removed.json()).toEqual({ removed: true });
    expect((await signInWithCard(renewed.json())).res.statusCode).toBe(401);
    const dashboard = classroomDashboardSchema.parse(
      (await call('GET', `/api/classrooms/${classroom.id}`, teacher)).json(),
    );
    expect(dashboard.students).toEqual([]);
    // Removing again, or a student of another class, is a 404.
    expect(
      (await call('DELETE', `/api/classrooms/${classroom.id}/students/${old!.studentId}`, teacher))
        .statusCode,
    ).toBe(404);
  });

  it('an existing student joins by code once; teachers and parents cannot join', async () => {
    const teacher = await account('teacher', 'Ms. Rivera');
    const classroom = await createClass(teacher);
    const student = await account('student');
    const joined = await call('POST', '/api/classrooms/join', student, { code: classroom.joinCode });
    expect(joined.json()).toEqual({
      classroom: { id: classroom.id, name: 'Room 12', grade: 4, teacherName: 'Ms. Rivera' },
    });
    expect(
      (await call('POST', '/api/classrooms/join', student, { code: classroom.joinCode })).statusCode,
    ).toBe(200);
    const list = await call('GET', '/api/classrooms', teacher);
    expect(list.json().classrooms[0].studentCount).toBe(1);
    expect(
      (await call('POST', '/api/classrooms/join', await account('parent'), { code: classroom.joinCode }))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/classrooms/join', student, { code: 'nope' })).statusCode).toBe(404);
  });

  it('refuses bad rosters with 400 and creates nobody', async () => {
    const teacher = await account('teacher');
    const classroom = await createClass(teacher);
    for (const students of [
      [],
      [{ name: '  ', grade: 4 }],
      [{ name: 'Ok', grade: 6 }],
      Array(41).fill({ name: 'A', grade: 4 }),
    ]) {
      expect(
        (await call('POST', `/api/classrooms/${classroom.id}/students`, teacher, { students })).statusCode,
      ).toBe(400);
    }
    const dashboard = classroomDashboardSchema.parse(
      (await call('GET', `/api/classrooms/${classroom.id}`, teacher)).json(),
    );
    expect(dashboard.students).toEqual([]);
  });
});

describe('the classroom dashboard from real work', () => {
  it('counts the week, the subjects, the top students and the grid from the students answers', async () => {
    const teacher = await account('teacher');
    const classroom = await createClass(teacher);
    const cards = await addStudents(teacher, classroom, ['Eli Park', 'Fay Kim', 'Gus Ortiz']);
    const [eli, fay] = await Promise.all(
      cards.slice(0, 2).map(async (card) => {
        const { cookie } = await signInWithCard(card);
        return { id: card.studentId, headers: { cookie } };
      }),
    );
    await answerQuestions(eli!, '4.4H', 3, 1);
    await answerQuestions(fay!, '4.4H', 1, 3);
    await answerQuestions(fay!, '4.3D', 2, 0);

    const dashboard = classroomDashboardSchema.parse(
      (await call('GET', `/api/classrooms/${classroom.id}`, teacher)).json(),
    );
    expect(dashboard.overview).toEqual({
      studentCount: 3,
      activeThisWeek: 2,
      questionsThisWeek: 10,
      averageAccuracy: 60,
      assignmentsOpen: 0,
    });
    expect(dashboard.progress.math).toEqual({ accuracy: 60, answered: 10, studentsPracticing: 2 });
    expect(dashboard.progress.reading).toEqual({ accuracy: null, answered: 0, studentsPracticing: 0 });
    const byName = Object.fromEntries(dashboard.students.map((s) => [s.name, s]));
    expect(byName['Eli Park']).toMatchObject({ questionsThisWeek: 4, accuracy: 75 });
    // StarPower this week is each one's ledger (all of it earned just now): 10 a right answer, plus
    // whatever today's challenges paid, which depends on the day the test runs.
    const ledger = async (id: string) =>
      (await starPowerRows(t.db, id)).reduce((sum, row) => sum + row.amount, 0);
    const stars = { 'Eli Park': await ledger(eli!.id), 'Fay Kim': await ledger(fay!.id) };
    expect(stars['Eli Park']).toBeGreaterThanOrEqual(30);
    expect(byName['Eli Park']!.starPowerThisWeek).toBe(stars['Eli Park']);
    expect(byName['Fay Kim']!.starPowerThisWeek).toBe(stars['Fay Kim']);
    expect(byName['Gus Ortiz']).toMatchObject({ questionsThisWeek: 0, accuracy: null, lastActiveAt: null });
    const byStars = (Object.keys(stars) as (keyof typeof stars)[]).sort(
      (a, b) => stars[b] - stars[a] || a.localeCompare(b),
    );
    expect(dashboard.topStudents.map((s) => s.name)).toEqual(byStars);

    const grid = masteryGridSchema.parse(
      (await call('GET', `/api/classrooms/${classroom.id}/mastery`, teacher)).json(),
    );
    expect(grid.codes.map((c) => [c.code, c.classAccuracy, c.needsReteach])).toEqual([
      ['4.3D', 100, 0],
      ['4.4H', 50, 1],
    ]);
    const rows = Object.fromEntries(
      grid.rows.map((row) => [row.name, row.cells.map((cell) => cell?.accuracy ?? null)]),
    );
    expect(rows).toEqual({ 'Eli Park': [null, 75], 'Fay Kim': [100, 25], 'Gus Ortiz': [null, null] });
  });

  it('exports the class as CSV, one row per student, formulas defused', async () => {
    const teacher = await account('teacher');
    const classroom = await createClass(teacher, { name: 'Room "5"', grade: 4, subject: 'math' });
    await addStudents(teacher, classroom, ['=HYPERLINK("x")', 'Ivy, Jr.']);
    const res = await call('GET', `/api/classrooms/${classroom.id}/export.csv`, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Room-5-results.csv"/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('Student,Grade,Questions this week,Accuracy (%),StarPower this week,Last active');
    expect(lines.slice(1).sort()).toEqual(['"\'=HYPERLINK(""x"")",4,0,,0,', '"Ivy, Jr.",4,0,,0,']);
  });
});

describe('the question bank', () => {
  it('shows a teacher questions of a code with answers and steps, the same for the same page', async () => {
    const teacher = await account('teacher');
    const url = '/api/question-bank?grade=4&subject=math&teks=4.4H&count=5';
    const first = questionBankResponseSchema.parse((await call('GET', url, teacher)).json());
    expect(first).toMatchObject({ teksCode: '4.4H', skillName: 'Multiply and divide word problems' });
    expect(first.items).toHaveLength(5);
    for (const entry of first.items) {
      expect(entry.item.teksCode).toBe('4.4H');
      expect(entry.correctAnswerText.length).toBeGreaterThan(0);
      expect(entry.explanation.length).toBeGreaterThan(0);
    }
    expect((await call('GET', url, teacher)).json()).toEqual(first);
    const next = questionBankResponseSchema.parse((await call('GET', `${url}&page=1`, teacher)).json());
    expect(next.items.map((entry) => entry.item.stem)).not.toEqual(
      first.items.map((entry) => entry.item.stem),
    );
    const reading = await call(
      'GET',
      '/api/question-bank?grade=4&subject=reading&teks=4.6F&count=3',
      teacher,
    );
    expect(reading.statusCode, reading.body).toBe(200);
    expect((await call('GET', '/api/question-bank?grade=4&subject=math&teks=9.9Z', teacher)).statusCode).toBe(
      400,
    );
  });
});

describe("a student's Nova transcript for their teacher", () => {
  it('reads it for a student of the class; another class or another teacher is a 404', async () => {
    const teacher = await account('teacher');
    const classroom = await createClass(teacher);
    const [card] = await addStudents(teacher, classroom, ['Hal Moss']);
    const { cookie } = await signInWithCard(card!);
    const student = { id: card!.studentId, headers: { cookie } };
    expect(
      (await call('POST', '/api/nova/chat', student, { message: 'can I have a hint?' })).statusCode,
    ).toBe(200);
    const url = `/api/classrooms/${classroom.id}/students/${card!.studentId}/messages`;
    const res = await call('GET', url, teacher);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().messages.map((m: { role: string; text: string }) => [m.role, m.text.slice(0, 8)]),
    ).toEqual([
      ['student', 'can I ha'],
      ['nova', 'Open a q'],
    ]);
    const otherClass = await createClass(teacher, { name: 'Room 13', grade: 4, subject: 'math' });
    expect(
      (await call('GET', `/api/classrooms/${otherClass.id}/students/${card!.studentId}/messages`, teacher))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', url, await account('teacher'))).statusCode).toBe(404);
    expect((await call('GET', url, await account('parent'))).statusCode).toBe(403);
  });
});
