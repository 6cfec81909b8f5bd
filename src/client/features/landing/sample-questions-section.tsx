import { SampleQuestionCard } from './sample-question-card';
import { SAMPLE_QUESTIONS } from './sample-questions';
import { SectionHeading } from './section-heading';

/** Two questions to try right here, with Nova's feedback (spec section 2). */
export function SampleQuestionsSection() {
  return (
    <section
      id="sample-questions"
      aria-labelledby="sample-questions-title"
      className="mx-auto max-w-6xl scroll-mt-6 px-4 py-16"
    >
      <SectionHeading id="sample-questions-title" title="Try a STAAR question">
        Pick an answer, and Nova will show you how to solve it.
      </SectionHeading>
      <div className="grid items-start gap-8 lg:grid-cols-2">
        {SAMPLE_QUESTIONS.map((question) => (
          <SampleQuestionCard key={question.id} question={question} />
        ))}
      </div>
    </section>
  );
}
