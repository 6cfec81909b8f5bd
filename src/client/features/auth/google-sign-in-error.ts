/** Words for the `?error=` code the server adds when Google sign-in sends the browser back to /login. */
export function googleSignInErrorMessage(code: string | null): string | null {
  if (!code) return null;
  if (code === 'google_not_configured') {
    return "Google sign-in isn't set up on this server yet. Try a demo account below.";
  }
  return "Google sign-in didn't work. Please try again.";
}
