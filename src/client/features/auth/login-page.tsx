import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { homePathFor, type AccountType } from '../../../core/accounts/account';
import type { User } from '../../../contracts/user';
import { Logo } from '../../components/logo';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { readableErrorMessage } from '../../lib/error-message';
import { CURRENT_USER_QUERY_KEY, GOOGLE_SIGN_IN_PATH, devLogin } from '../../lib/session';
import { AccountTypePicker } from './account-type-picker';
import { BenefitsBox } from './benefits-box';
import { ClassCodeSignIn } from './class-code-sign-in';
import { googleSignInErrorMessage } from './google-sign-in-error';

export function LoginPage() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const googleError = googleSignInErrorMessage(searchParams.get('error'));
  const [accountType, setAccountType] = useState<AccountType | null>(null);

  const signedIn = (user: User) => {
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    navigate(homePathFor(user.accountType));
  };
  const login = useMutation({ mutationFn: devLogin, onSuccess: signedIn });

  return (
    <div className="min-h-dvh bg-gradient-to-br from-brand-100 via-brand-50 to-sun-200 px-4 py-6">
      <title>Sign in — StarPrep</title>
      <div className="mx-auto max-w-3xl space-y-6">
        <Button variant="ghost" onClick={() => navigate('/')}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Button>

        <main>
          <Card className="space-y-6 p-6 sm:p-10">
            <div className="space-y-2 text-center">
              <Logo className="justify-center" />
              <h1 className="text-3xl font-black sm:text-4xl">Welcome to StarPrep!</h1>
              <p className="text-lg text-indigo-900">Get ready for the STAAR test, one star at a time.</p>
            </div>

            {googleError ? <AlertMessage>{googleError}</AlertMessage> : null}

            <AccountTypePicker
              legend="Who is learning today?"
              value={accountType}
              onChange={setAccountType}
              disabled={login.isPending}
            />

            {accountType ? (
              <div className="space-y-3">
                <Button
                  size="lg"
                  className="w-full"
                  onClick={() => login.mutate(accountType)}
                  disabled={login.isPending}
                >
                  {login.isPending ? 'Creating Account...' : 'Start Learning'}
                </Button>
                {login.isError ? (
                  <AlertMessage>
                    {readableErrorMessage(login.error, "We couldn't sign you in. Please try again.")}
                  </AlertMessage>
                ) : null}
              </div>
            ) : null}

            <div
              className="flex items-center gap-3 text-base font-semibold text-indigo-900"
              aria-hidden="true"
            >
              <span className="h-0.5 flex-1 bg-brand-100" />
              or
              <span className="h-0.5 flex-1 bg-brand-100" />
            </div>

            <a
              href={GOOGLE_SIGN_IN_PATH}
              className={buttonClasses({ variant: 'outline', className: 'w-full' })}
            >
              <span aria-hidden="true" className="text-xl font-black text-indigo-700">
                G
              </span>
              Sign in with Google
            </a>

            <ClassCodeSignIn onSignedIn={signedIn} />

            <BenefitsBox />

            <p className="flex items-start gap-2 text-base text-indigo-900">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
              <span>
                By continuing you agree to our Terms of Service and Privacy Policy. StarPrep is safe for
                students in grades 3-5.
              </span>
            </p>
          </Card>
        </main>
      </div>
    </div>
  );
}
