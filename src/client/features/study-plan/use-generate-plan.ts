import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateStudyPlanRequest, StudyPlanView } from '../../../contracts/study-plans';
import { readableErrorMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import { generateStudyPlan, studyPlansQueryKey } from './study-plan-api';

/**
 * Generating a plan (spec section 4): on success the new plan joins the cached list at once, so it can
 * be shown selected before the refetch the spec asks for comes back; on failure, the spec's toast.
 */
export function useGeneratePlan(userId: string, onGenerated: (plan: StudyPlanView) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<GenerateStudyPlanRequest, 'userId'>) => generateStudyPlan({ ...body, userId }),
    onSuccess: async (plan) => {
      const key = studyPlansQueryKey(userId);
      queryClient.setQueryData<StudyPlanView[] | null>(key, (plans) => [
        plan,
        ...(plans ?? []).filter((other) => other.id !== plan.id),
      ]);
      onGenerated(plan);
      toast({ title: 'Study Plan Generated!', description: 'Your personalized STAAR study plan is ready.' });
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      toast({
        title: 'Generation Failed',
        // Our API errors carry the readable words ("STAAR test date must be in the future.").
        description: readableErrorMessage(error, 'Failed to generate study plan'),
        variant: 'destructive',
      });
    },
  });
}
