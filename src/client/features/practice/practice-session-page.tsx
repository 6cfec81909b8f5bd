import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function PracticeSessionPage() {
  return <ScreenPlaceholder title="Practice Session" />;
}
