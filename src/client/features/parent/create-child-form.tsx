import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Grade } from '../../../core/accounts/account';
import type { ChildSummary } from '../../../contracts/parents';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { readableErrorMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import { GradePicker } from '../../components/grade-picker';
import { createChild } from './parent-api';
import { shortName } from './parent-text';
import { useFamilyCache } from './use-family-cache';

/** The name check of src/contracts/parents.ts, said before the trip to the server. */
const NAME_MISSING = "Please enter your child's name.";

/**
 * Creates a StarPrep account for a child who has none, linked to this parent. A first name is enough:
 * the less we keep about a child, the better.
 */
export function CreateChildForm({ onCreated }: { onCreated: (child: ChildSummary) => void }) {
  const family = useFamilyCache();
  const [name, setName] = useState('');
  const [grade, setGrade] = useState<Grade>(4);
  const [missing, setMissing] = useState(false);
  const create = useMutation({
    mutationFn: createChild,
    onSuccess: (child) => {
      family.add(child);
      toast({
        title: `Account created for ${child.name}`,
        description: `When ${shortName(child.name)} is ready, hand over the device with “Let ${shortName(child.name)} sign in on this device”.`,
      });
      setName('');
      onCreated(child);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const typed = name.trim();
    setMissing(typed === '');
    if (typed !== '') create.mutate({ name: typed, grade });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Your child's first name"
        value={name}
        onValueChange={(value) => {
          setName(value);
          setMissing(false);
        }}
        autoComplete="off"
        maxLength={60}
        aria-invalid={missing}
      />
      <GradePicker value={grade} onChange={setGrade} legend="Grade" compact />
      {missing ? <AlertMessage>{NAME_MISSING}</AlertMessage> : null}
      {create.isError ? (
        <AlertMessage>
          {readableErrorMessage(create.error, "We couldn't create the account. Please try again.")}
        </AlertMessage>
      ) : null}
      <Button
        type="submit"
        disabled={create.isPending}
        aria-busy={create.isPending}
        className="w-full sm:w-auto"
      >
        <UserPlus aria-hidden="true" />
        {create.isPending ? 'Creating…' : 'Create account'}
      </Button>
    </form>
  );
}
