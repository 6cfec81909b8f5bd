/** A worked solution as big numbered steps, as the landing sample and every answer's feedback show it. */
export function NumberedSteps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="space-y-2">
      {steps.map((step, index) => (
        <li key={index} className="flex gap-3 text-lg leading-relaxed text-ink">
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-indigo-700 text-base font-black text-white"
          >
            {index + 1}
          </span>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  );
}
