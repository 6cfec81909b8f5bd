import { BookOpen, Plus, Printer } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useId, useState, type RefObject } from 'react';
import { GRADES, type Grade } from '../../../core/accounts/account';
import type { Subject } from '../../../core/teks/teks-types';
import type { Classroom } from '../../../contracts/classrooms';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { readableErrorMessage } from '../../lib/error-message';
import { assignableSubjects } from './assignment-form-rules';
import { BankQuestion } from './bank-question';
import { ChipGroup } from './chip-group';
import { useQuestionBank, useTeksCategories } from './classroom-api';
import { countText } from './classroom-display';
import { bankQuestions } from './question-bank-pages';
import { teksChoices } from './teks-choices';
import { WorksheetSheet } from './worksheet-sheet';

const SUBJECT_NAMES: Record<Subject, string> = { math: 'Math', reading: 'Reading' };

/** The TEKS codes with questions for a grade and subject, grouped by practice card. */
function TeksSelect({
  grade,
  subject,
  value,
  onChange,
}: {
  grade: Grade;
  subject: Subject;
  value: string | null;
  onChange: (code: string) => void;
}) {
  const labelId = useId();
  const categories = useTeksCategories(grade, subject);
  const groups = categories.data ? teksChoices(categories.data).groups : [];
  return (
    <div className="space-y-2">
      <p id={labelId} className="text-lg font-bold">
        TEKS skill
      </p>
      {categories.isPending ? <Spinner label="Loading TEKS skills" className="p-2" /> : null}
      {categories.isError ? (
        <p role="alert" className="text-base font-bold text-red-800">
          {readableErrorMessage(categories.error, "We couldn't load the TEKS skills.")}
        </p>
      ) : null}
      {groups.length > 0 ? (
        <Select value={value ?? ''} onValueChange={onChange}>
          <SelectTrigger aria-labelledby={labelId} className="text-left">
            <SelectValue placeholder="Choose a TEKS skill" />
          </SelectTrigger>
          <SelectContent className="max-w-[calc(100vw-2rem)]">
            {groups.map((group) => (
              <SelectPrimitive.Group key={group.name}>
                <SelectPrimitive.Label className="px-4 pt-3 pb-1 text-sm font-black tracking-wide text-brand-800 uppercase">
                  {group.name}
                </SelectPrimitive.Label>
                {group.skills.map((skill) => (
                  <SelectItem key={skill.code} value={skill.code}>
                    {skill.code} · {skill.skillName}
                  </SelectItem>
                ))}
              </SelectPrimitive.Group>
            ))}
          </SelectContent>
        </Select>
      ) : null}
    </div>
  );
}

/**
 * Question Bank: questions of any grade, subject and TEKS skill with their answers and worked steps,
 * a page more at a time, and the ones shown printed as a worksheet with an answer key.
 */
export function QuestionBankDialog({
  classroom,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  classroom: Classroom;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const id = useId();
  const [grade, setGrade] = useState<Grade>(classroom.grade);
  const [subject, setSubject] = useState<Subject>(assignableSubjects(classroom.subject)[0]!);
  const [teks, setTeks] = useState<string | null>(null);
  const bank = useQuestionBank(teks ? { grade, subject, teks } : null);
  const pages = bank.data?.pages ?? [];
  const { items, exhausted } = bankQuestions(pages);
  const skill = pages[0] ? `${pages[0].teksCode} · ${pages[0].skillName}` : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" returnFocusTo={returnFocusTo}>
        <DialogHeader className="bg-gradient-to-b from-indigo-100 to-white">
          <DialogTitle>
            <BookOpen aria-hidden="true" className="size-8 shrink-0 text-indigo-700" />
            Question Bank
          </DialogTitle>
          <DialogDescription>
            Browse questions by TEKS skill with answers and worked steps, and print a worksheet.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-5">
          <div className="grid gap-4 lg:grid-cols-[auto_auto_minmax(0,1fr)] lg:items-start">
            <ChipGroup
              legend="Grade"
              name={`${id}-grade`}
              options={GRADES}
              value={grade}
              label={(option) => String(option)}
              onChange={(next) => {
                setGrade(next);
                setTeks(null);
              }}
            />
            <ChipGroup
              legend="Subject"
              name={`${id}-subject`}
              options={['math', 'reading'] as const}
              value={subject}
              label={(option) => SUBJECT_NAMES[option]}
              onChange={(next) => {
                setSubject(next);
                setTeks(null);
              }}
            />
            <TeksSelect grade={grade} subject={subject} value={teks} onChange={setTeks} />
          </div>

          {!teks ? (
            <p className="text-lg text-indigo-900">Choose a TEKS skill to see its questions.</p>
          ) : null}
          {bank.isPending && teks ? <Spinner label="Loading questions" /> : null}
          {bank.isError ? (
            <div className="space-y-3">
              <p role="alert" className="text-lg font-bold text-red-800">
                {readableErrorMessage(bank.error, "We couldn't load these questions.")}
              </p>
              <Button variant="outline" onClick={() => void bank.refetch()}>
                Try again
              </Button>
            </div>
          ) : null}

          {items.length > 0 && skill ? (
            <section aria-labelledby={`${id}-preview`} className="space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 id={`${id}-preview`} className="text-xl font-black">
                  {skill}{' '}
                  <span className="text-base font-bold text-indigo-900">
                    ({countText(items.length, 'question')})
                  </span>
                </h3>
                <Button variant="secondary" onClick={() => window.print()}>
                  <Printer aria-hidden="true" />
                  Print worksheet
                </Button>
              </div>
              <ol className="space-y-4">
                {items.map((entry, index) => (
                  <BankQuestion key={entry.item.id} entry={entry} number={index + 1} />
                ))}
              </ol>
              {exhausted ? (
                <p className="text-base font-semibold text-indigo-900">
                  That is every question we have for this skill.
                </p>
              ) : (
                <Button
                  variant="outline"
                  onClick={() => void bank.fetchNextPage()}
                  disabled={bank.isFetchingNextPage}
                  aria-busy={bank.isFetchingNextPage}
                >
                  <Plus aria-hidden="true" />
                  {bank.isFetchingNextPage ? 'Loading…' : 'More questions'}
                </Button>
              )}
              <WorksheetSheet title={skill} grade={grade} items={items} />
            </section>
          ) : null}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
