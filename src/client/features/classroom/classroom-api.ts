import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Grade } from '../../../core/accounts/account';
import type { Subject } from '../../../core/teks/teks-types';
import type {
  Assignment,
  AssignmentResults,
  Classroom,
  ClassroomDashboard,
  CreateAssignmentRequest,
  MasteryGrid,
  QuestionBankResponse,
  SignInCard,
  classroomsResponseSchema,
  createClassroomRequestSchema,
} from '../../../contracts/classrooms';
import type { NovaMessagesResponse } from '../../../contracts/nova';
import type { teksCategoriesResponseSchema } from '../../../contracts/questions';
import { apiJson } from '../../lib/api';

export type ClassroomsResponse = z.infer<typeof classroomsResponseSchema>;
export type CreateClassroomRequest = z.input<typeof createClassroomRequestSchema>;
export type TeksCategoriesResponse = z.infer<typeof teksCategoriesResponseSchema>;

/*
 * The teacher's calls (issue 11). Every key starts with "/api/classrooms", so one invalidation of that
 * prefix refreshes the class list, the dashboard, the grid and the assignments after any change.
 */

export const CLASSROOMS_QUERY_KEY = ['/api/classrooms'] as const;

export const classroomQueryKey = (classroomId: string) => ['/api/classrooms', classroomId] as const;
const masteryQueryKey = (classroomId: string) => ['/api/classrooms', classroomId, 'mastery'] as const;
const assignmentsQueryKey = (classroomId: string) => ['/api/classrooms', classroomId, 'assignments'] as const;
const transcriptQueryKey = (classroomId: string, studentId: string) =>
  ['/api/classrooms', classroomId, 'students', studentId, 'messages'] as const;

/** The CSV download of the class's results (a plain link: the browser saves the file). */
export function exportCsvPath(classroomId: string): string {
  return `/api/classrooms/${encodeURIComponent(classroomId)}/export.csv`;
}

export function useClassrooms() {
  return useQuery<ClassroomsResponse | null>({ queryKey: CLASSROOMS_QUERY_KEY });
}

export function useClassroomDashboard(classroomId: string) {
  return useQuery<ClassroomDashboard | null>({ queryKey: classroomQueryKey(classroomId) });
}

export function useMasteryGrid(classroomId: string) {
  return useQuery<MasteryGrid | null>({ queryKey: masteryQueryKey(classroomId) });
}

export function useAssignmentResults(classroomId: string) {
  return useQuery<AssignmentResults | null>({ queryKey: assignmentsQueryKey(classroomId) });
}

export function useStudentTranscript(classroomId: string, studentId: string) {
  // A transcript grows while the student chats: read it afresh each time it is opened.
  return useQuery<NovaMessagesResponse | null>({
    queryKey: transcriptQueryKey(classroomId, studentId),
    staleTime: 0,
  });
}

/** The practice cards and their skills of one grade and subject, for the assignment and bank pickers. */
export function useTeksCategories(grade: Grade, subject: Subject) {
  return useQuery<TeksCategoriesResponse | null>({
    queryKey: [`/api/teks/grade${grade}-${subject}/categories`],
  });
}

export const QUESTION_BANK_PAGE_SIZE = 6;

export interface QuestionBankChoice {
  grade: Grade;
  subject: Subject;
  teks: string;
}

/** Pages of questions of one TEKS code; "More questions" asks for the next page. */
export function useQuestionBank(choice: QuestionBankChoice | null) {
  return useInfiniteQuery({
    queryKey: ['/api/question-bank', choice],
    enabled: choice !== null,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({
        grade: String(choice!.grade),
        subject: choice!.subject,
        teks: choice!.teks,
        count: String(QUESTION_BANK_PAGE_SIZE),
        page: String(pageParam),
      });
      return apiJson<QuestionBankResponse>('GET', `/api/question-bank?${query.toString()}`);
    },
    getNextPageParam: (_last, pages) => pages.length,
  });
}

export function createClassroom(body: CreateClassroomRequest): Promise<Classroom> {
  return apiJson<Classroom>('POST', '/api/classrooms', body);
}

export function newJoinCode(classroomId: string): Promise<Classroom> {
  return apiJson<Classroom>('POST', `/api/classrooms/${encodeURIComponent(classroomId)}/join-code`);
}

/** New students' accounts and their sign-in cards: the personal codes come only in this answer. */
export async function addStudents(
  classroomId: string,
  students: { name: string; grade: Grade }[],
): Promise<SignInCard[]> {
  const { cards } = await apiJson<{ cards: SignInCard[] }>(
    'POST',
    `/api/classrooms/${encodeURIComponent(classroomId)}/students`,
    { students },
  );
  return cards;
}

/** A new card for one student: the old personal code stops working. */
export function newSignInCard(classroomId: string, studentId: string): Promise<SignInCard> {
  return apiJson<SignInCard>(
    'POST',
    `/api/classrooms/${encodeURIComponent(classroomId)}/students/${encodeURIComponent(studentId)}/card`,
  );
}

export async function removeStudent(classroomId: string, studentId: string): Promise<void> {
  await apiJson<{ removed: true }>(
    'DELETE',
    `/api/classrooms/${encodeURIComponent(classroomId)}/students/${encodeURIComponent(studentId)}`,
  );
}

export function createAssignment(classroomId: string, body: CreateAssignmentRequest): Promise<Assignment> {
  return apiJson<Assignment>('POST', `/api/classrooms/${encodeURIComponent(classroomId)}/assignments`, body);
}
