import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import type { Assignment, Classroom, SignInCard } from '../../src/contracts/classrooms';
import type { AnswerResponse, StartPracticeResponse } from '../../src/contracts/practice';
import { accuracyDot } from '../../src/core/mastery/display';
import { rightAnswer, servedByHandle, wrongAnswer } from '../../src/server/testing/practice-helpers';
import { greeting, signInNewStudent, startLearningAs } from './accounts';
import {
  SHOTS_DIR,
  VIEWPORTS,
  animationsDone,
  expectNoConsoleErrors,
  expectNoSeriousAxeViolations,
  giveAnswer,
  openPage,
  screenshot,
  waitForPath,
  type Viewport,
} from './harness';
import { useInProcessBrowserApp } from './in-process-app';

// The teacher's classroom and the student's side of classes (issue 11) on a real server: a teacher
// creates a class, adds two students and prints their sign-in cards (the printout holds the cards
// alone), assigns practice on two TEKS skills; a student signs in on /login with the card's two codes,
// does the assignment (answered right or wrong on purpose: the test reads each served question's key
// from the server's database) and the teacher sees the completion, the score and the students × TEKS
// grid in the spec's colours. Then the Question Bank and its worksheet, the CSV export, the roster's
// other actions, a phone, and what a student sees at /classroom.

const app = useInProcessBrowserApp();
const pages: Page[] = [];

async function newPage(viewport: Viewport): Promise<Page> {
  const page = await openPage(app.browser, app.server.url, { viewport });
  pages.push(page);
  return page;
}

afterAll(async () => {
  for (const page of pages) await page.context().close();
});

function isCall(method: string, pathname: string | RegExp) {
  return (response: Response) =>
    response.request().method() === method &&
    (typeof pathname === 'string'
      ? new URL(response.url()).pathname === pathname
      : pathname.test(new URL(response.url()).pathname));
}

async function shot(page: Page, name: string): Promise<void> {
  await animationsDone(page);
  await screenshot(page, `classroom-${name}`);
}

/** What the screen shows now (not the full page): for dialogs, which stay fixed to the screen. */
async function screenShot(page: Page, name: string): Promise<void> {
  await animationsDone(page);
  await page.screenshot({ path: path.join(SHOTS_DIR, `e2e-classroom-${name}.png`) });
}

/** The day `days` from today in the browser's time zone, as a date input takes it. */
async function browserDay(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
}

async function visibleCount(locator: Locator): Promise<number> {
  let visible = 0;
  for (const element of await locator.all()) if (await element.isVisible()) visible += 1;
  return visible;
}

// What the journey learns as it goes, for the tests after it.
let teacher: Page;
let classroom: Classroom;
let cards: SignInCard[] = [];
let assignment: Assignment;
/** Per TEKS code, Ava's answers in the assignment: how many and how many right. */
const avaAnswers = new Map<string, { answered: number; right: number }>();
let avaScore = 0;

const manageDialog = () => teacher.getByRole('dialog', { name: 'Manage Students' });
const printSheet = (page: Page, name: string) =>
  page.locator(`[data-testid="print-sheet"][data-sheet="${name}"]`);

describe('a class from the first day to the first results', () => {
  test('a teacher creates a class, adds two students and prints their sign-in cards, alone on the paper', async () => {
    teacher = await newPage(VIEWPORTS.laptop);
    await startLearningAs(teacher, 'Teacher');
    await waitForPath(teacher, '/classroom');
    await teacher.getByRole('heading', { level: 1, name: 'My Classroom' }).waitFor();
    await teacher.getByRole('heading', { name: 'Create your first class' }).waitFor();
    await expectNoSeriousAxeViolations(teacher, 'the classroom with no class yet');
    await shot(teacher, '01-first-class');

    // A class needs a name first.
    await teacher.getByRole('button', { name: 'Create class' }).click();
    await teacher.getByRole('alert').getByText('Please give your class a name.').waitFor();
    await teacher.getByLabel('Class name').fill('Room 12 Math');
    await teacher.getByRole('radio', { name: 'Grade 3' }).check();
    await teacher.getByRole('radio', { name: 'Math', exact: true }).check();
    const created = teacher.waitForResponse(isCall('POST', '/api/classrooms'));
    await teacher.getByRole('button', { name: 'Create class' }).click();
    classroom = (await (await created).json()) as Classroom;
    expect(classroom).toMatchObject({ name: 'Room 12 Math', grade: 3, subject: 'math', studentCount: 0 });
    await teacher.getByRole('heading', { name: 'Class Overview' }).waitFor();
    expect(await teacher.getByTestId('join-code').textContent()).toBe(classroom.joinCode);
    expect(new URL(teacher.url()).searchParams.get('class')).toBe(classroom.id);
    for (const name of ['Create Assignment', 'Manage Students', 'Question Bank'])
      await teacher.getByRole('button', { name }).waitFor();
    await teacher.getByText('Add students to see how they do on each TEKS skill.').waitFor();

    // Manage Students → Add students: two names (the second pasted with the first), the class grade.
    await teacher.getByRole('button', { name: 'Manage Students' }).click();
    await manageDialog().waitFor();
    await expectNoSeriousAxeViolations(teacher, 'Manage Students with no students');
    await manageDialog().getByRole('button', { name: 'Add students' }).click();
    await manageDialog().getByRole('form', { name: 'Add students' }).waitFor();
    expect(await manageDialog().getByLabel('Grade').first().inputValue()).toBe('3');
    await manageDialog().getByRole('button', { name: 'Add students and make cards' }).click();
    await manageDialog().getByText('Type at least one student name.').waitFor();
    await manageDialog().getByLabel('Student 1 name').fill('Ava L.');
    await manageDialog().getByLabel('Student 2 name').fill('Ben K.');
    await expectNoSeriousAxeViolations(teacher, 'the Add students form');
    await screenShot(teacher, '02-add-students');
    const added = teacher.waitForResponse(isCall('POST', `/api/classrooms/${classroom.id}/students`));
    await manageDialog().getByRole('button', { name: 'Add students and make cards' }).click();
    const addedResponse = await added;
    expect(addedResponse.request().postDataJSON()).toEqual({
      students: [
        { name: 'Ava L.', grade: 3 },
        { name: 'Ben K.', grade: 3 },
      ],
    });
    cards = ((await addedResponse.json()) as { cards: SignInCard[] }).cards;
    expect(cards.map((card) => card.name)).toEqual(['Ava L.', 'Ben K.']);

    // The cards, on screen now (shown only this once) …
    const shownCards = manageDialog().getByTestId('sign-in-card');
    await shownCards.first().waitFor();
    expect(await shownCards.count()).toBe(2);
    for (const [index, card] of cards.entries()) {
      const shown = shownCards.nth(index);
      expect(await shown.getByTestId('card-class-code').textContent()).toBe(classroom.joinCode);
      expect(await shown.getByTestId('card-personal-code').textContent()).toBe(card.personalCode);
      expect(await shown.textContent()).toContain('Room 12 Math');
      expect(await shown.textContent()).toContain('Sign in with a class code');
    }
    await manageDialog().getByRole('button', { name: 'Print 2 cards' }).waitFor();
    await expectNoSeriousAxeViolations(teacher, 'the new sign-in cards');
    await screenShot(teacher, '03-cards');

    // … and the print view, which the screen never shows …
    const sheet = printSheet(teacher, 'sign-in-cards');
    expect(await sheet.count()).toBe(1);
    expect(await sheet.isVisible()).toBe(false);
    expect(await sheet.getByTestId('printed-card').count()).toBe(2);

    // … holds the cards alone when printed: three a row with dashed cut lines, nothing of the app.
    await teacher.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await teacher.locator('#root').isVisible()).toBe(false);
    expect(await manageDialog().isVisible()).toBe(false);
    expect(await visibleCount(sheet.getByTestId('printed-card'))).toBe(2);
    const printed = sheet.getByTestId('printed-card').first();
    expect(await printed.evaluate((element) => getComputedStyle(element).borderBottomStyle)).toBe('dashed');
    expect(await printed.textContent()).toContain(cards[0]!.personalCode);
    expect(
      await sheet
        .locator(':scope > .grid')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length),
    ).toBe(3);
    await screenshot(teacher, 'classroom-04-cards-printed');
    await teacher.emulateMedia({ media: 'screen' });

    // Back to the class list: both students, with their cards.
    await manageDialog().getByRole('button', { name: 'Back to class list' }).click();
    const rows = manageDialog().getByTestId('roster-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('Ava L.');
    expect(await rows.first().textContent()).toContain('Not yet');
    await expectNoSeriousAxeViolations(teacher, 'the class list');
    await screenShot(teacher, '05-roster');
    await teacher.keyboard.press('Escape');
    await manageDialog().waitFor({ state: 'detached' });
    // The print view leaves with the cards.
    expect(await printSheet(teacher, 'sign-in-cards').count()).toBe(0);
    await expectNoConsoleErrors(teacher);
  });

  test('the teacher assigns practice on two TEKS skills with a due date', async () => {
    await teacher.getByRole('button', { name: 'Create Assignment' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Create Assignment' });
    await dialog.waitFor();
    const boxes = dialog.getByRole('checkbox');
    await boxes.first().waitFor();
    const dueInput = dialog.getByLabel('Due date');
    const today = await browserDay(teacher, 0);
    expect(await dueInput.getAttribute('min')).toBe(today);

    // Nothing ticked: the form says what to do.
    await dialog.getByRole('button', { name: 'Create Assignment' }).click();
    await dialog.getByText('Tick at least one TEKS skill.').waitFor();

    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const codes = await Promise.all(
      [0, 1].map(async (index) =>
        (await boxes.nth(index).locator('xpath=..').locator('.font-mono').textContent())!.trim(),
      ),
    );
    await dialog.getByText(`2 of up to 12 skills chosen: ${codes.join(', ')}`).waitFor();
    await dialog.getByLabel('Number of questions').fill('4');
    const due = await browserDay(teacher, 3);
    await dueInput.fill(due);
    await dialog.getByLabel('Title (optional)').fill('Place value check');
    await expectNoSeriousAxeViolations(teacher, 'Create Assignment');
    await screenShot(teacher, '06-create-assignment');

    const created = teacher.waitForResponse(isCall('POST', `/api/classrooms/${classroom.id}/assignments`));
    await dialog.getByRole('button', { name: 'Create Assignment' }).click();
    const response = await created;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      subject: 'math',
      teksCodes: codes,
      questionCount: 4,
      dueDate: due,
      title: 'Place value check',
    });
    assignment = (await response.json()) as Assignment;
    await dialog.waitFor({ state: 'detached' });

    const listed = teacher.locator('[data-testid="assignment"][data-title="Place value check"]');
    await listed.waitFor();
    expect(await listed.getByTestId('assignment-completion').textContent()).toBe('0 of 2 done');
    expect(await listed.textContent()).toContain(`TEKS ${codes.join(', ')}`);
    expect(await listed.locator('[data-testid="assignment-result"][data-status="not-started"]').count()).toBe(
      2,
    );
    await expectNoConsoleErrors(teacher);
  });

  test('a student signs in with the two codes of her card and does the assignment', async () => {
    const student = await newPage(VIEWPORTS.phone);
    const ava = cards[0]!;
    await student.goto('/login');
    await student.getByRole('button', { name: 'Sign in with a class code' }).click();
    const classBox = student.getByRole('textbox', { name: 'Class code' });
    const secretBox = student.getByRole('textbox', { name: 'My secret code' });
    await classBox.waitFor();
    expect(await classBox.evaluate((box) => box === document.activeElement)).toBe(true);

    // A code that cannot be one is caught before anything is sent; a wrong one is refused kindly.
    await classBox.fill('abc');
    await student.getByRole('button', { name: 'Sign in', exact: true }).click();
    await student
      .getByRole('alert')
      .getByText(/Your class code has 6 letters and numbers/)
      .waitFor();
    await classBox.fill(classroom.joinCode);
    await secretBox.fill('XXX-XXX');
    const refused = student.waitForResponse(isCall('POST', '/api/auth/class-code-login'));
    await student.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect((await refused).status()).toBe(401);
    await student
      .getByRole('alert')
      .getByText("Those codes don't match a sign-in card.", { exact: false })
      .waitFor();
    await expectNoSeriousAxeViolations(student, 'signing in with a class code');
    await shot(student, '07-class-code-login');
    // Chromium logs the refused call; that is the point of this step.
    await expectNoConsoleErrors(student).catch(() => undefined);

    // Typed as a child might: small letters, a space instead of the dash.
    await classBox.fill(classroom.joinCode.toLowerCase().replace('-', ' '));
    await secretBox.fill(ava.personalCode.toLowerCase());
    expect(await secretBox.inputValue()).toBe(ava.personalCode);
    await student.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(student, '/dashboard');
    await greeting(student).waitFor();
    expect(await greeting(student).textContent()).toContain('Ava L.');

    // The dashboard's Assignments card.
    const item = student.getByTestId('student-assignment');
    await item.waitFor();
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toContain('Place value check');
    expect(await item.textContent()).toContain('Room 12 Math');
    expect(await item.getByTestId('assignment-status').textContent()).toBe('Not started yet');
    expect(await item.textContent()).toMatch(/Due (Fri|Sat|Sun|Mon|Tue|Wed|Thu), /);
    await expectNoSeriousAxeViolations(student, 'the dashboard with an assignment');
    await shot(student, '08-student-dashboard');

    // Start: the practice screen runs the assignment as a practice set.
    const started = student.waitForResponse(isCall('POST', `/api/assignments/${assignment.id}/start`));
    await item.getByRole('link', { name: 'Start: Place value check' }).click();
    await waitForPath(student, '/practice-session', `?assignment=${assignment.id}`);
    const session = (await (await started).json()) as StartPracticeResponse;
    expect(session.questions).toHaveLength(4);
    expect(assignment.teksCodes).toEqual(
      expect.arrayContaining(session.questions.map((q) => q.teksStandard)),
    );
    await student.getByTestId('assignment-banner').getByText('Assignment: Place value check').waitFor();

    // Three right, the last wrong: 75%.
    for (const [index, question] of session.questions.entries()) {
      await expect
        .poll(() => student.getByTestId('question-progress').textContent())
        .toBe(`Question ${index + 1} of 4`);
      const { item: full } = await servedByHandle(app.db, question.id);
      const right = index < 3;
      await giveAnswer(student, question.item, right ? rightAnswer(full) : wrongAnswer(full));
      const graded = student.waitForResponse(isCall('POST', '/api/practice/answer'));
      await student.getByRole('button', { name: 'Submit Answer' }).click();
      const result = (await (await graded).json()) as AnswerResponse;
      expect(result.correct).toBe(right);
      const tally = avaAnswers.get(question.teksStandard) ?? { answered: 0, right: 0 };
      avaAnswers.set(question.teksStandard, {
        answered: tally.answered + 1,
        right: tally.right + (right ? 1 : 0),
      });
      if (index === 0) await shot(student, '09-assignment-question');
      if (index < 3) await student.getByRole('button', { name: 'Next Question' }).click();
    }
    const submitted = student.waitForResponse(isCall('POST', '/api/practice/submit'));
    await student.getByRole('button', { name: 'Finish' }).click();
    const submitResponse = await submitted;
    expect(submitResponse.request().postDataJSON()).toMatchObject({ sessionId: session.id });
    avaScore = ((await submitResponse.json()) as { score: number }).score;
    expect(avaScore).toBe(75);
    await student.getByRole('heading', { name: 'Practice Complete!' }).waitFor();
    expect(await student.getByTestId('practice-score').textContent()).toContain('75%');
    await shot(student, '10-assignment-done');

    // Back on the dashboard the assignment is done, with its score.
    await student.goto('/dashboard');
    const done = student.locator('[data-testid="student-assignment"][data-status="completed"]');
    await done.waitFor();
    expect(await done.getByTestId('assignment-status').textContent()).toBe('Done! Best score 75%');
    await done.getByRole('link', { name: 'Practice again: Place value check' }).waitFor();
    await expectNoConsoleErrors(student);
  });

  test('the teacher reloads and sees the completion, the score and the grid in the spec colours', async () => {
    await teacher.reload();
    const listed = teacher.locator('[data-testid="assignment"][data-title="Place value check"]');
    await listed.waitFor();
    expect(await listed.getByTestId('assignment-completion').textContent()).toBe('1 of 2 done');
    expect(await listed.textContent()).toContain('Average 75%');
    const avaResult = listed.locator('[data-testid="assignment-result"][data-student="Ava L."]');
    expect(await avaResult.getAttribute('data-status')).toBe('completed');
    expect(await avaResult.textContent()).toContain('Done · 75%');
    expect(
      await listed
        .locator('[data-testid="assignment-result"][data-student="Ben K."]')
        .getAttribute('data-status'),
    ).toBe('not-started');

    // The overview, progress and activity count Ava's answers.
    const overview = teacher.getByTestId('class-overview');
    expect(await overview.textContent()).toContain('Questions this week4');
    expect(await overview.textContent()).toContain('Average accuracy75%');
    expect(
      await teacher
        .locator('[data-testid="class-progress-row"][data-subject="Math"]')
        .getAttribute('data-band'),
    ).toBe('yellow');
    expect(await teacher.getByTestId('recent-activity').textContent()).toContain(
      'Ava L. Finished the assignment “Place value check”',
    );
    expect(await teacher.getByTestId('top-students').textContent()).toContain('Ava L.');

    // The grid: Ava's row has her percent and dot per code; Ben has tried nothing.
    const grid = teacher.getByTestId('mastery-grid');
    await grid.waitFor();
    const headers = grid.getByTestId('mastery-code');
    const shownCodes = await headers.evaluateAll((cells) =>
      cells.map((cell) => cell.getAttribute('data-code')),
    );
    expect(shownCodes.sort()).toEqual([...avaAnswers.keys()].sort());
    const avaRow = grid.locator('[data-testid="mastery-row"][data-student="Ava L."]');
    for (const [code, tally] of avaAnswers) {
      const percent = Math.round((100 * tally.right) / tally.answered);
      const cell = avaRow.locator(`[data-testid="mastery-cell"][data-code="${code}"]`);
      expect(await cell.getAttribute('data-dot')).toBe(accuracyDot(percent));
      expect(await cell.getAttribute('data-needs-practice')).toBe(String(percent < 70));
      expect(await cell.textContent()).toContain(`${percent}%`);
    }
    const benCells = grid.locator(
      '[data-testid="mastery-row"][data-student="Ben K."] [data-testid="mastery-cell"]',
    );
    for (const cell of await benCells.all()) expect(await cell.getAttribute('data-dot')).toBeNull();

    // The skill name is in each code's tooltip.
    const firstCode = shownCodes[0]!;
    await headers.first().getByRole('button').hover();
    await teacher.getByRole('tooltip').first().waitFor();
    expect((await teacher.getByRole('tooltip').first().textContent())!.length).toBeGreaterThan(
      firstCode.length,
    );
    await teacher.mouse.move(0, 0);

    await expectNoSeriousAxeViolations(teacher, 'the classroom with results');
    await shot(teacher, '11-classroom-results');
    await expectNoConsoleErrors(teacher);
  });

  test('the Question Bank previews questions with answers and steps, and prints a worksheet with its key apart', async () => {
    await teacher.getByRole('button', { name: 'Question Bank' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Question Bank' });
    await dialog.waitFor();
    await dialog.getByText('Choose a TEKS skill to see its questions.').waitFor();
    expect(await dialog.getByRole('radio', { name: '3' }).isChecked()).toBe(true);
    await expectNoSeriousAxeViolations(teacher, 'the Question Bank');

    await dialog.getByRole('combobox', { name: 'TEKS skill' }).click();
    const firstPage = teacher.waitForResponse(isCall('GET', '/api/question-bank'));
    await teacher.getByRole('option').first().click();
    expect((await firstPage).status()).toBe(200);
    const questions = dialog.getByTestId('bank-question');
    await expect.poll(() => questions.count()).toBe(6);
    const first = questions.first();
    await first.getByTestId('question-stem').waitFor();
    expect(await first.getByTestId('bank-answer').textContent()).toMatch(/^Answer: .+/);
    await first.getByText('How to solve it').waitFor();
    expect(await first.locator('ol li').count()).toBeGreaterThan(0);

    await screenShot(teacher, '12-question-bank-top');
    const nextPage = teacher.waitForResponse(isCall('GET', '/api/question-bank'));
    await dialog.getByRole('button', { name: 'More questions' }).click();
    expect(new URL((await nextPage).url()).searchParams.get('page')).toBe('1');
    await expect.poll(() => questions.count()).toBe(12);
    await expectNoSeriousAxeViolations(teacher, 'the Question Bank with questions');
    await screenShot(teacher, '12-question-bank-more');

    // The worksheet: numbered questions with room to work, then the answer key on a page of its own.
    const sheet = printSheet(teacher, 'worksheet');
    expect(await sheet.isVisible()).toBe(false);
    expect(await sheet.getByTestId('worksheet-question').count()).toBe(12);
    await dialog.getByRole('button', { name: 'Print worksheet' }).waitFor();
    await teacher.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await teacher.locator('#root').isVisible()).toBe(false);
    expect(await dialog.isVisible()).toBe(false);
    const key = sheet.getByTestId('answer-key');
    expect(await key.evaluate((element) => getComputedStyle(element).breakBefore)).toBe('page');
    expect(await key.locator(':scope > ol > li').count()).toBe(12);
    expect(await sheet.textContent()).toContain('Name:');
    await screenshot(teacher, 'classroom-13-worksheet-printed');
    await teacher.emulateMedia({ media: 'screen' });

    // Reading: a passage question shows its passage, and the worksheet prints the passage in full.
    await dialog.getByRole('radio', { name: 'Reading' }).check();
    await dialog.getByText('Choose a TEKS skill to see its questions.').waitFor();
    await dialog.getByRole('combobox', { name: 'TEKS skill' }).click();
    await teacher.getByRole('option').first().click();
    await questions.first().waitFor();
    expect(await questions.count()).toBeGreaterThan(0);
    if ((await dialog.getByTestId('passage-panel').count()) > 0) {
      await sheet.getByTestId('printed-passage').first().waitFor({ state: 'attached' });
      expect(await sheet.getByTestId('printed-passage').first().textContent()).not.toBe('');
    }
    await expectNoSeriousAxeViolations(teacher, 'the Question Bank with a reading skill');
    await screenShot(teacher, '13-question-bank-reading');
    await teacher.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectNoConsoleErrors(teacher);
  });

  test('Export CSV downloads the class results, a line per student', async () => {
    const link = teacher.getByRole('link', { name: 'Export CSV' });
    expect(await link.getAttribute('href')).toBe(`/api/classrooms/${classroom.id}/export.csv`);
    const downloading = teacher.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Room-12-Math-results.csv');
    const text = await fs.readFile((await download.path())!, 'utf8');
    const [header, ...lines] = text.trim().split('\n');
    expect(header).toBe(
      `Student,Grade,Questions this week,Accuracy (%),StarPower this week,Last active,Place value check (due ${assignment.dueDate})`,
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Ava L\.,3,4,75,/);
    expect(lines[0]!.trim().endsWith(',75')).toBe(true);
    await expectNoConsoleErrors(teacher);
  });

  test('Manage Students: a new card for a lost one, a student’s Nova chat, and Remove with a confirm', async () => {
    await teacher.getByRole('button', { name: 'Manage Students' }).click();
    await manageDialog().waitFor();
    const benRow = manageDialog().getByTestId('roster-row').filter({ hasText: 'Ben K.' });

    // New card: asked first, then the one card to print.
    await benRow.getByRole('button', { name: 'New card for Ben K.' }).click();
    await benRow.getByText('The secret code on their old card stops working.', { exact: false }).waitFor();
    const made = teacher.waitForResponse(isCall('POST', /\/students\/[^/]+\/card$/));
    await benRow.getByRole('button', { name: 'Yes, make a new card' }).click();
    const card = (await (await made).json()) as SignInCard;
    expect(card.personalCode).not.toBe(cards[1]!.personalCode);
    await manageDialog().getByRole('button', { name: 'Print card' }).waitFor();
    expect(await printSheet(teacher, 'sign-in-cards').getByTestId('printed-card').count()).toBe(1);
    expect(await manageDialog().getByTestId('card-personal-code').textContent()).toBe(card.personalCode);
    await manageDialog().getByRole('button', { name: 'Back to class list' }).click();

    // Nova chat: Ava has not chatted yet.
    const avaRow = manageDialog().getByTestId('roster-row').filter({ hasText: 'Ava L.' });
    expect(await avaRow.textContent()).toContain('Today');
    expect(await avaRow.textContent()).toContain('75%');
    await avaRow.getByRole('button', { name: 'Nova chat of Ava L.' }).click();
    await manageDialog().getByRole('heading', { name: "Ava L.'s chat with Nova" }).waitFor();
    await manageDialog().getByText('Ava L. has not chatted with Nova yet.').waitFor();
    await manageDialog().getByRole('button', { name: 'Back to class list' }).click();

    // Remove Ben: Cancel keeps him; Yes removes him.
    await benRow.getByRole('button', { name: 'Remove Ben K.' }).click();
    await benRow.getByRole('button', { name: 'Cancel' }).click();
    const removeBen = benRow.getByRole('button', { name: 'Remove Ben K.' });
    expect(await removeBen.evaluate((button) => button === document.activeElement)).toBe(true);
    await removeBen.click();
    expect(
      await benRow
        .getByRole('button', { name: 'Yes, remove' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await expectNoSeriousAxeViolations(teacher, 'the remove confirmation');
    await screenShot(teacher, '14-remove-confirm');
    const removed = teacher.waitForResponse(isCall('DELETE', /\/students\/[^/]+$/));
    await benRow.getByRole('button', { name: 'Yes, remove' }).click();
    expect((await removed).status()).toBe(200);
    await expect.poll(() => manageDialog().getByTestId('roster-row').count()).toBe(1);
    await teacher.getByText('Ben K. is no longer in Room 12 Math.', { exact: true }).waitFor();
    expect(
      await manageDialog()
        .getByRole('heading', { name: 'Class list' })
        .evaluate((h) => h === document.activeElement),
    ).toBe(true);
    await manageDialog().getByRole('button', { name: 'Close' }).click();
    await manageDialog().waitFor({ state: 'detached' });
    await expectNoConsoleErrors(teacher);
  });

  test('New code replaces the class code, after saying what that changes', async () => {
    await teacher.getByRole('button', { name: 'New code' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Make a new class code?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`The code ${classroom.joinCode} stops working`);
    await expectNoSeriousAxeViolations(teacher, 'the new class code confirmation');
    await dialog.getByRole('button', { name: 'Keep this code' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await teacher.getByTestId('join-code').textContent()).toBe(classroom.joinCode);

    await teacher.getByRole('button', { name: 'New code' }).click();
    const renewed = teacher.waitForResponse(isCall('POST', `/api/classrooms/${classroom.id}/join-code`));
    await dialog.getByRole('button', { name: 'Make a new code' }).click();
    const updated = (await (await renewed).json()) as Classroom;
    expect(updated.joinCode).not.toBe(classroom.joinCode);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => teacher.getByTestId('join-code').textContent()).toBe(updated.joinCode);
    classroom = updated;
    await expectNoConsoleErrors(teacher);
  });

  test('the classroom on a 390 px phone: no sideways page, the grid scrolls in its own box', async () => {
    await teacher.setViewportSize(VIEWPORTS.phone);
    await teacher.reload();
    await teacher.getByTestId('mastery-grid').waitFor();
    expect(await teacher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    const region = teacher.getByRole('region', { name: 'Students by TEKS skill (scrolls sideways)' });
    expect(await region.evaluate((box) => box.scrollWidth >= box.clientWidth)).toBe(true);
    await expectNoSeriousAxeViolations(teacher, 'the classroom on a phone');
    await shot(teacher, '15-phone');
    await teacher.getByRole('button', { name: 'Create Assignment' }).click();
    await teacher.getByRole('dialog', { name: 'Create Assignment' }).getByRole('checkbox').first().waitFor();
    await expectNoSeriousAxeViolations(teacher, 'Create Assignment on a phone');
    await screenShot(teacher, '16-phone-create-assignment');
    await teacher.keyboard.press('Escape');
    await teacher.setViewportSize(VIEWPORTS.laptop);
    await expectNoConsoleErrors(teacher);
  });
});

test('a student at /classroom reads that the page is for teachers', async () => {
  const page = await newPage(VIEWPORTS.laptop);
  await signInNewStudent(page);
  const refused = page.waitForResponse(isCall('GET', '/api/classrooms'));
  await page.goto('/classroom');
  expect((await refused).status()).toBe(403);
  await page.getByRole('heading', { name: 'This page is for teachers' }).waitFor();
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
  await page.getByRole('link', { name: 'Go to my home page' }).waitFor();
  await expectNoSeriousAxeViolations(page, 'the classroom for a student');
  await shot(page, '17-student-at-classroom');
  // The dashboard of a student in no class has no Assignments card.
  await page.goto('/dashboard');
  await greeting(page).waitFor();
  await page.getByRole('heading', { name: 'Your progress' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Assignments' }).count()).toBe(0);
});
