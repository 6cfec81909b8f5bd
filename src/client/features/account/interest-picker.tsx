import { clsx } from 'clsx';
import { STORY_THEMES, type StoryTheme } from '../../../core/items/story-themes';

const THEME_LABELS: Record<StoryTheme, { label: string; emoji: string }> = {
  space: { label: 'Space', emoji: '🚀' },
  animals: { label: 'Animals', emoji: '🐾' },
  sports: { label: 'Sports', emoji: '⚽' },
  food: { label: 'Food', emoji: '🌮' },
  music: { label: 'Music', emoji: '🎵' },
  'texas-places': { label: 'Texas places', emoji: '🤠' },
  nature: { label: 'Nature', emoji: '🌵' },
  school: { label: 'School', emoji: '🏫' },
};

/**
 * "Stories I like": the themes question stories are told in more often. A toggle button per theme
 * (aria-pressed), so a keyboard or a screen reader gets the same choice as a tap.
 */
export function InterestPicker(props: { value: StoryTheme[]; onChange: (value: StoryTheme[]) => void }) {
  const toggle = (theme: StoryTheme) =>
    props.onChange(
      props.value.includes(theme)
        ? props.value.filter((chosen) => chosen !== theme)
        : STORY_THEMES.filter((option) => option === theme || props.value.includes(option)),
    );
  return (
    <div>
      <p className="mb-3 text-base text-indigo-900">
        Pick what you like. Your math stories will be about it more often.
      </p>
      <ul className="flex flex-wrap gap-2" aria-label="Stories I like">
        {STORY_THEMES.map((theme) => {
          const chosen = props.value.includes(theme);
          return (
            <li key={theme}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => toggle(theme)}
                className={clsx(
                  // No colour transition: a chip half-way between white and orange fails contrast for a moment.
                  'flex min-h-11 items-center gap-2 rounded-full border-2 px-4 text-base font-bold',
                  chosen
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-brand-200 bg-white text-ink hover:border-brand-400',
                )}
              >
                <span aria-hidden="true">{THEME_LABELS[theme].emoji}</span>
                {THEME_LABELS[theme].label}
                {chosen ? <span className="sr-only">(chosen)</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
