/**
 * Why a sign-in page is on screen when a guard sent the visitor there (its `returnTo` names the
 * page they were going to): a page that needs an account never swaps itself for a login form
 * without a word (docs/decisions/087).
 */
export function SignInReason({ text }: { text: string }) {
  return (
    <p role="note" className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900">
      {text}
    </p>
  );
}
