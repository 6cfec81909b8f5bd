import { useMutation } from '@tanstack/react-query';
import { CircleCheck, School } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { readableErrorMessage } from '../../lib/error-message';
import { joinClass } from './account-api';
import { joinedClassText } from './family-text';

/**
 * "Join a class" with the code a teacher gives out. It sits inside the Settings form, and a form
 * cannot hold another, so Enter in the box joins here instead of submitting the settings.
 */
export function JoinClassBox() {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const join = useMutation({ mutationFn: joinClass, onSuccess: () => setCode('') });
  const tryJoin = () => {
    if (join.isPending) return;
    setMissing(code.trim() === '');
    if (code.trim() !== '') join.mutate(code.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    tryJoin();
  };

  return (
    <div className="space-y-3">
      <h4 className="text-lg font-extrabold">Join a class</h4>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Class code"
          hint="Your teacher gives you this code."
          value={code}
          onValueChange={(value) => {
            setCode(value);
            setMissing(false);
            if (join.isError) join.reset();
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          fieldClassName="min-w-0 flex-1 basis-48"
        />
        <Button
          variant="secondary"
          onClick={tryJoin}
          disabled={join.isPending}
          aria-busy={join.isPending}
          className="min-h-12"
        >
          <School aria-hidden="true" />
          {join.isPending ? 'Joining…' : 'Join class'}
        </Button>
      </div>
      <div role="status">
        {join.isSuccess ? (
          <p className="flex items-start gap-2 rounded-2xl border-2 border-green-200 bg-green-50 p-3 text-base font-bold text-green-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            {joinedClassText(join.data.classroom)}
          </p>
        ) : null}
      </div>
      {missing ? <AlertMessage>Type the code from your teacher first.</AlertMessage> : null}
      {join.isError ? (
        <AlertMessage>
          {readableErrorMessage(join.error, "We couldn't find that class. Check the code.")}
        </AlertMessage>
      ) : null}
    </div>
  );
}
