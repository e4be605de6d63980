import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";

/** The page a newsletter link opens: a heading, what it means, and at most one button (a POST, no JavaScript needed). */
export function NewsletterLinkPage({ heading, text, button }: { heading: string; text: string; button?: { intent: string; label: string } }) {
  return (
    <section aria-labelledby="newsletter-link-heading" className="mx-auto max-w-xl px-4 py-20 sm:px-6">
      <h1 id="newsletter-link-heading" className="text-3xl font-bold text-slate-900">
        {heading}
      </h1>
      <p className="mt-3 break-words text-lg text-slate-700">{text}</p>
      {button ? (
        <Form method="post" className="mt-6">
          <Button type="submit" name="intent" value={button.intent}>
            {button.label}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
