import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../core/rewards/school-calendar';
import {
  assignmentResultsSchema,
  assignmentSchema,
  classroomSchema,
  studentAssignmentsResponseSchema,
  type Classroom,
} from '../../contracts/classrooms';
import { startPracticeResponseSchema, type StartPracticeResponse } from '../../contracts/practice';
import { rightAnswer, servedByHandle, wrongAnswer } from '../testing/practice-helpers';
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

const schoolDay = (offset: number) =>
  format(addDays(new TZDate(Date.now(), DEFAULT_SCHOOL_TIME_ZONE), offset), 'yyyy-MM-dd');

/** A teacher's class with students who joined by code. */
async function classWith(studentNames: string[]) {
  const teacher = await account('teacher', 'Mr. Lee');
  const created = await call('POST', '/api/classrooms', teacher, {
    name: 'Room 4',
    grade: 4,
    subject: 'both',
  });
  const classroom: Classroom = classroomSchema.parse(created.json());
  const students: (Account & { name: string })[] = [];
  for (const name of studentNames) {
    const student = { ...(await account('student', name)), name };
    expect(
      (await call('POST', '/api/classrooms/join', student, { code: classroom.joinCode })).statusCode,
    ).toBe(200);
    students.push(student);
  }
  return { teacher, classroom, students };
}

async function assign(teacher: Account, classroom: Classroom, body: object) {
  return call('POST', `/api/classrooms/${classroom.id}/assignments`, teacher, body);
}

async function submitSet(student: Account, set: StartPracticeResponse, right: number) {
  const answers: Record<string, unknown> = {};
  for (const [index, question] of set.questions.entries()) {
    const { item } = await servedByHandle(t.db, question.id);
    answers[question.id] = index < right ? rightAnswer(item) : wrongAnswer(item);
  }
  const res = await call('POST', '/api/practice/submit', student, {
    sessionId: set.id,
    answers,
    timeSpent: 5,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('assignments', () => {
  it('a teacher assigns TEKS codes; a student sees it, practices exactly those codes, and the teacher sees the score', async () => {
    const { teacher, classroom, students } = await classWith(['Ava', 'Bo']);
    const created = await assign(teacher, classroom, {
      subject: 'math',
      teksCodes: ['4.4H', '4.3.D'],
      questionCount: 6,
      dueDate: schoolDay(7),
    });
    expect(created.statusCode, created.body).toBe(200);
    const assignment = assignmentSchema.parse(created.json());
    expect(assignment).toMatchObject({
      teksCodes: ['4.4H', '4.3D'],
      questionCount: 6,
      title: 'Practice 4.4H, 4.3D',
    });

    const [ava, bo] = students;
    const list = studentAssignmentsResponseSchema.parse((await call('GET', '/api/assignments', ava)).json());
    expect(list.assignments).toHaveLength(1);
    expect(list.assignments[0]).toMatchObject({
      id: assignment.id,
      classroomName: 'Room 4',
      teacherName: 'Mr. Lee',
      status: 'not-started',
      overdue: false,
    });

    const started = await call('POST', `/api/assignments/${assignment.id}/start`, ava);
    expect(started.statusCode, started.body).toBe(200);
    const set = startPracticeResponseSchema.parse(started.json());
    expect(set.questions).toHaveLength(6);
    expect(new Set(set.questions.map((q) => q.teksStandard))).toEqual(new Set(['4.4H', '4.3D']));
    const inProgress = assignmentResultsSchema.parse(
      (await call('GET', `/api/classrooms/${classroom.id}/assignments`, teacher)).json(),
    );
    expect(inProgress.assignments[0]!.results.map((r) => [r.name, r.status])).toEqual([
      ['Ava', 'in-progress'],
      ['Bo', 'not-started'],
    ]);

    const result = await submitSet(ava!, set, 3);
    expect(result.score).toBe(50);
    const retry = startPracticeResponseSchema.parse(
      (await call('POST', `/api/assignments/${assignment.id}/start`, ava)).json(),
    );
    await submitSet(ava!, retry, 6);
    const results = assignmentResultsSchema.parse(
      (await call('GET', `/api/classrooms/${classroom.id}/assignments`, teacher)).json(),
    );
    expect(results.assignments[0]!.results.map((r) => [r.name, r.status, r.score])).toEqual([
      ['Ava', 'completed', 100],
      ['Bo', 'not-started', null],
    ]);
    const avaList = studentAssignmentsResponseSchema.parse(
      (await call('GET', '/api/assignments', ava)).json(),
    );
    expect(avaList.assignments[0]).toMatchObject({ status: 'completed', score: 100 });
    expect(
      studentAssignmentsResponseSchema.parse((await call('GET', '/api/assignments', bo)).json())
        .assignments[0]!.status,
    ).toBe('not-started');
  });

  it('a category assigns that practice card, titled by it', async () => {
    const { teacher, classroom } = await classWith([]);
    const res = await assign(teacher, classroom, {
      subject: 'math',
      category: 'Geometry and Measurement',
      questionCount: 5,
      dueDate: schoolDay(3),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().title).toBe('Geometry and Measurement');
    expect(res.json().teksCodes.length).toBeGreaterThan(3);
  });

  it.each([
    [{ subject: 'math', teksCodes: ['5.3K'], questionCount: 5 }, /not a grade 4 math skill/],
    [{ subject: 'math', teksCodes: [], questionCount: 5 }, /Choose at least one TEKS skill/],
    [{ subject: 'math', category: 'Cooking', questionCount: 5 }, /not a math practice card/],
    [{ subject: 'math', teksCodes: ['4.4H'], questionCount: 50 }, /questionCount/],
  ])('refuses %o with a 400 and creates nothing', async (body, message) => {
    const { teacher, classroom } = await classWith([]);
    const res = await assign(teacher, classroom, { dueDate: schoolDay(3), ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
    const list = assignmentResultsSchema.parse(
      (await call('GET', `/api/classrooms/${classroom.id}/assignments`, teacher)).json(),
    );
    expect(list.assignments).toEqual([]);
  });

  it('refuses a due date in the past, and a subject the class does not practice', async () => {
    const { teacher } = await classWith([]);
    const res = await call('POST', '/api/classrooms', teacher, {
      name: 'Math only',
      grade: 4,
      subject: 'math',
    });
    const mathClass = classroomSchema.parse(res.json());
    const past = await assign(teacher, mathClass, {
      subject: 'math',
      teksCodes: ['4.4H'],
      questionCount: 5,
      dueDate: schoolDay(-1),
    });
    expect(past.statusCode).toBe(400);
    const reading = await assign(teacher, mathClass, {
      subject: 'reading',
      teksCodes: ['4.6F'],
      questionCount: 5,
      dueDate: schoolDay(2),
    });
    expect(reading.statusCode).toBe(400);
  });

  it('only the class teacher assigns and reads results; only its students see and start it', async () => {
    const { teacher, classroom } = await classWith(['Cy']);
    const assignment = assignmentSchema.parse(
      (
        await assign(teacher, classroom, {
          subject: 'math',
          teksCodes: ['4.4H'],
          questionCount: 5,
          dueDate: schoolDay(2),
        })
      ).json(),
    );
    const otherTeacher = await account('teacher');
    expect(
      (
        await assign(otherTeacher, classroom, {
          subject: 'math',
          teksCodes: ['4.4H'],
          questionCount: 5,
          dueDate: schoolDay(2),
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/classrooms/${classroom.id}/assignments`, otherTeacher)).statusCode).toBe(
      404,
    );
    const outsider = await account('student');
    expect((await call('POST', `/api/assignments/${assignment.id}/start`, outsider)).statusCode).toBe(404);
    expect(
      studentAssignmentsResponseSchema.parse((await call('GET', '/api/assignments', outsider)).json())
        .assignments,
    ).toEqual([]);
    expect((await call('GET', '/api/assignments', teacher)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/assignments/${assignment.id}/start`, await account('parent'))).statusCode,
    ).toBe(403);
  });
});
