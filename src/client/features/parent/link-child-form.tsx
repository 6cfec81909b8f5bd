import { useMutation } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { ChildSummary } from '../../../contracts/parents';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { readableErrorMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import { linkChild } from './parent-api';
import { useFamilyCache } from './use-family-cache';

/**
 * Links a child who already uses StarPrep, with the code their Settings show. The server's message
 * for a wrong or expired code says what to do; we show it as it is.
 */
export function LinkChildForm({ onLinked }: { onLinked: (child: ChildSummary) => void }) {
  const family = useFamilyCache();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const link = useMutation({
    mutationFn: linkChild,
    onSuccess: (child) => {
      family.add(child);
      toast({ title: `${child.name} is linked`, description: 'You can follow their practice here now.' });
      setCode('');
      onLinked(child);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (link.isPending) return;
    const typed = code.trim();
    setMissing(typed === '');
    if (typed !== '') link.mutate(typed);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Link code"
        hint="Your child finds it in StarPrep: Settings (the gear button at the top), then “Link a parent”. It looks like ACD-EFG-HJ and works for 7 days."
        value={code}
        onValueChange={(value) => {
          setCode(value);
          setMissing(false);
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        aria-invalid={missing || link.isError}
      />
      {missing ? <AlertMessage>Please type the code from your child&apos;s Settings.</AlertMessage> : null}
      {link.isError ? (
        <AlertMessage>
          {readableErrorMessage(link.error, "That code didn't work. Please try again.")}
        </AlertMessage>
      ) : null}
      <Button type="submit" disabled={link.isPending} aria-busy={link.isPending} className="w-full sm:w-auto">
        <Link2 aria-hidden="true" />
        {link.isPending ? 'Linking…' : 'Link account'}
      </Button>
    </form>
  );
}
