import { Card } from '../ui/card';
import { ItemVisual } from './item-visual';
import { ALL_SAMPLE_VISUALS } from './sample-visuals';

/**
 * A development page showing every sample visual in a question-sized card, to eyeball the renderers
 * at phone and desktop widths. Not linked from the app; a route in development only may mount it.
 */
export function VisualGallery() {
  return (
    <main className="mx-auto grid max-w-5xl gap-6 p-4 sm:p-8">
      <h1 className="text-3xl font-extrabold text-ink">Item visuals</h1>
      <div className="grid gap-6 md:grid-cols-2">
        {ALL_SAMPLE_VISUALS.map((visual, index) => (
          <Card key={index} className="grid gap-3 p-4 sm:p-6">
            <h2 className="text-lg font-bold text-indigo-900">{visual.kind}</h2>
            <ItemVisual visual={visual} />
            <p className="text-base text-ink/80">{visual.imageDescription}</p>
          </Card>
        ))}
      </div>
    </main>
  );
}
