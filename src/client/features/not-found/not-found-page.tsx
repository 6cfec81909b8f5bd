import { CircleHelp } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';

export function NotFoundPage() {
  return (
    <main className="grid min-h-dvh place-items-center px-4">
      <title>Page not found — StarPrep</title>
      <Card className="max-w-md space-y-4 text-center">
        <CircleHelp aria-hidden="true" className="mx-auto size-14 text-brand-700" />
        <h1 className="text-3xl font-black">404 Page Not Found</h1>
        <p className="text-lg text-indigo-900">Did you forget to add the page to the router?</p>
        <Link href="/" className={buttonClasses()}>
          Go Home
        </Link>
      </Card>
    </main>
  );
}
