/*
 * Which part of /mock-exams is showing lives in the address, so a reload lands in the same place:
 * `?exam=ID&attempt=UUID` is an exam being taken (the start call resumes it), `?results=UUID` an
 * attempt's results, `?tab=history` the history tab, and nothing the exam list.
 */

export const MOCK_EXAMS_PATH = '/mock-exams';

export type ExamsTab = 'available' | 'history';

export type ExamsView =
  | { name: 'list'; tab: ExamsTab }
  | { name: 'exam'; examId: string; attemptId: string }
  | { name: 'results'; attemptId: string };

const EXAM_ID = /^[a-z0-9-]{1,60}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the search part of the address ("?exam=…" or "exam=…"); anything unreadable is the list. */
export function parseExamsView(search: string): ExamsView {
  const params = new URLSearchParams(search);
  const results = params.get('results');
  if (results && UUID.test(results)) return { name: 'results', attemptId: results };
  const examId = params.get('exam');
  const attemptId = params.get('attempt');
  if (examId && attemptId && EXAM_ID.test(examId) && UUID.test(attemptId))
    return { name: 'exam', examId, attemptId };
  return { name: 'list', tab: params.get('tab') === 'history' ? 'history' : 'available' };
}

export function examsViewPath(view: ExamsView): string {
  switch (view.name) {
    case 'list':
      return view.tab === 'history' ? `${MOCK_EXAMS_PATH}?tab=history` : MOCK_EXAMS_PATH;
    case 'exam':
      return `${MOCK_EXAMS_PATH}?${new URLSearchParams({ exam: view.examId, attempt: view.attemptId })}`;
    case 'results':
      return `${MOCK_EXAMS_PATH}?${new URLSearchParams({ results: view.attemptId })}`;
  }
}
