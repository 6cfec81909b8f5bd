import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function StarSpacePage() {
  return <ScreenPlaceholder title="StarSpace" />;
}
