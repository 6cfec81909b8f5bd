import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function AnalyticsPage() {
  return <ScreenPlaceholder title="Analytics Dashboard" />;
}
