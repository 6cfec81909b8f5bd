import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import {
  DEVELOPMENT_USER_NAME,
  homePathFor,
  normalizeAccountType,
  type AccountType,
  type Grade,
} from '../../../core/accounts/account';
import type { User } from '../../../contracts/user';
import { Logo } from '../../components/logo';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { readableErrorMessage } from '../../lib/error-message';
import { CURRENT_USER_QUERY_KEY } from '../../lib/session';
import { setupAccount } from './account-setup-api';
import { AccountTypePicker } from './account-type-picker';
import { GradePicker } from '../../components/grade-picker';
import { TextField } from '../../components/ui/text-field';

/** Empty optional answers are sent as null, not as blank text. */
function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function AccountSetupPage({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [accountType, setAccountType] = useState<AccountType>(normalizeAccountType(user.accountType));
  // A name from Google sign-in is a good start; the placeholder development-user name is not.
  const [name, setName] = useState(user.name === DEVELOPMENT_USER_NAME ? '' : user.name);
  const [grade, setGrade] = useState<Grade>(user.grade);
  const [schoolName, setSchoolName] = useState(user.schoolName ?? '');
  const [organizationCode, setOrganizationCode] = useState('');

  // The spec sends the browser to Google sign-in after setup. Our server keeps the same session and
  // answers with the updated user, so we store it and go straight home instead: on purpose, no redirect.
  const setup = useMutation({
    mutationFn: setupAccount,
    onSuccess: (updatedUser) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, updatedUser);
      navigate(homePathFor(updatedUser.accountType));
    },
  });

  const canSubmit = name.trim() !== '' && !setup.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setup.mutate({
      accountType,
      name: name.trim(),
      grade: accountType === 'student' ? grade : null,
      schoolName: accountType === 'student' ? null : optionalText(schoolName),
      organizationCode: accountType === 'teacher' ? optionalText(organizationCode) : null,
    });
  };

  return (
    <div className="min-h-dvh bg-gradient-to-br from-brand-100 via-brand-50 to-sun-200 px-4 py-8">
      <title>Set up your account — StarPrep</title>
      <main className="mx-auto max-w-3xl">
        <Card className="space-y-6 p-6 sm:p-10">
          <div className="space-y-2 text-center">
            <Logo className="justify-center" />
            <h1 className="text-3xl font-black sm:text-4xl">Set up your account</h1>
            <p className="text-lg text-indigo-900">Tell us a little about you so we can get you started.</p>
          </div>

          <form onSubmit={handleSubmit} className="space-y-6" noValidate>
            <AccountTypePicker
              legend="I am a..."
              value={accountType}
              onChange={setAccountType}
              disabled={setup.isPending}
            />

            <TextField
              label="Full name"
              value={name}
              onValueChange={setName}
              required
              aria-required="true"
              autoComplete="name"
              maxLength={80}
              hint={
                accountType === 'student' ? 'This is the name your teacher and family will see.' : undefined
              }
            />

            {accountType === 'student' ? (
              <GradePicker value={grade} onChange={setGrade} legend="What grade are you in?" />
            ) : null}

            {accountType !== 'student' ? (
              <TextField
                label="School name (optional)"
                value={schoolName}
                onValueChange={setSchoolName}
                autoComplete="organization"
                maxLength={120}
              />
            ) : null}

            {accountType === 'teacher' ? (
              <TextField
                label="Organization code (optional)"
                value={organizationCode}
                onValueChange={setOrganizationCode}
                autoComplete="off"
                maxLength={40}
                hint="Your school or district can give you this code to show you are a teacher."
              />
            ) : null}

            {setup.isError ? (
              <AlertMessage>
                {readableErrorMessage(setup.error, "We couldn't save your account. Please try again.")}
              </AlertMessage>
            ) : null}

            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={!canSubmit}
              aria-busy={setup.isPending}
            >
              {setup.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              Complete Setup
            </Button>
          </form>
        </Card>
      </main>
    </div>
  );
}
