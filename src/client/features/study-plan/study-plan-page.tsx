import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function StudyPlanPage() {
  return <ScreenPlaceholder title="AI Study Plan" />;
}
