import { Heart } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';

/**
 * The portal's data is for parent accounts (the server answers 403 to anyone else). The route itself is
 * open to every signed-in user (spec section 2), so a student or teacher who lands here is told kindly.
 */
export function NotForThisAccount() {
  return (
    <Card className="max-w-2xl space-y-4">
      <Heart aria-hidden="true" className="size-10 text-brand-700" />
      <h2 className="text-2xl font-black sm:text-3xl">This page is for parents</h2>
      <p className="text-lg text-indigo-900">
        Parents sign in with a parent account to follow their child&apos;s practice here. Your account has its
        own home page.
      </p>
      <Link href="/" className={buttonClasses({ variant: 'primary' })}>
        Go to your home page
      </Link>
    </Card>
  );
}
