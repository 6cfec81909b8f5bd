import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function MockExamsPage() {
  return <ScreenPlaceholder title="Mock Exams" />;
}
