import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { KeyRound, LogIn } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import type { User } from '../../../contracts/user';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import { readableErrorMessage } from '../../lib/error-message';
import { classCodeLogin } from './class-code-api';
import { checkCodes, displayCode, type CodeCheck } from './class-code-rules';

const CODE_BOX =
  'block min-h-16 w-full rounded-2xl border-4 bg-white px-4 py-2 text-center font-mono text-3xl font-black tracking-[0.3em] text-ink uppercase placeholder:tracking-normal placeholder:text-indigo-700/70 placeholder:normal-case focus-visible:border-focus';

function CodeField({
  label,
  value,
  onChange,
  invalid,
  describedBy,
  ref,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-xl font-extrabold">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        type="text"
        value={displayCode(value)}
        onChange={(event) => onChange(event.target.value)}
        maxLength={20}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        placeholder="ABC-DEF"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={clsx(CODE_BOX, invalid ? 'border-red-600' : 'border-indigo-200')}
      />
    </div>
  );
}

/**
 * "Sign in with a class code": the two codes from the sign-in card a teacher printed, for children
 * without an email. Mistyped codes get a kind word before anything is sent.
 */
export function ClassCodeSignIn({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const problemId = useId();
  const [open, setOpen] = useState(false);
  const [classCode, setClassCode] = useState('');
  const [personalCode, setPersonalCode] = useState('');
  const [problem, setProblem] = useState<Extract<CodeCheck, { ok: false }> | null>(null);
  const firstBox = useRef<HTMLInputElement>(null);

  const login = useMutation({ mutationFn: classCodeLogin, onSuccess: onSignedIn });

  useEffect(() => {
    if (open) firstBox.current?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCodes(classCode, personalCode);
    if (!check.ok) {
      setProblem(check);
      return;
    }
    setProblem(null);
    login.mutate({ classCode: check.classCode, personalCode: check.personalCode });
  };

  if (!open) {
    return (
      <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" />
        Sign in with a class code
      </Button>
    );
  }

  const message = problem
    ? problem.problem
    : login.isError
      ? readableErrorMessage(login.error, "We couldn't sign you in. Please try again.")
      : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${problemId}-title`}
      className="space-y-4 rounded-card border-2 border-indigo-200 bg-indigo-50 p-5"
    >
      <h2 id={`${problemId}-title`} className="flex items-center gap-2 text-2xl font-black">
        <KeyRound aria-hidden="true" className="size-7 text-indigo-700" />
        Sign in with a class code
      </h2>
      <p className="text-lg text-indigo-900">
        Type the two codes from the sign-in card your teacher gave you.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <CodeField
          label="Class code"
          value={classCode}
          onChange={(value) => {
            setClassCode(value);
            setProblem(null);
          }}
          invalid={problem?.field === 'classCode'}
          describedBy={problem?.field === 'classCode' ? problemId : undefined}
          ref={firstBox}
        />
        <CodeField
          label="My secret code"
          value={personalCode}
          onChange={(value) => {
            setPersonalCode(value);
            setProblem(null);
          }}
          invalid={problem?.field === 'personalCode'}
          describedBy={problem?.field === 'personalCode' ? problemId : undefined}
        />
      </div>
      {message ? (
        <div id={problemId}>
          <AlertMessage>{message}</AlertMessage>
        </div>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={login.isPending}
        aria-busy={login.isPending}
      >
        <LogIn aria-hidden="true" />
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
