import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function PracticePage() {
  return <ScreenPlaceholder title="Practice Center" />;
}
