import { Fragment } from "react";

/**
 * An e-mail address that may wrap only where a person would break it: before the "@" and before
 * each dot, never inside a name (no `break-all`, no hyphenation). Where it sits decides whether a
 * part longer than a whole line may still wrap (a phone's card does).
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span data-email-address="" className="hyphens-none">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** Stands in for the address while the sentence is translated: no dictionary text contains it. */
const addressStandIn = "\uE000";

/**
 * A translated sentence that names an address ("Remove {{email}}'s admin rights?"): `sentence` is
 * given a stand-in for the address, and the address goes back in its place as an `EmailAddress`.
 */
export function SentenceWithEmailAddress({ sentence, address }: { sentence: (email: string) => string; address: string }) {
  const parts = sentence(addressStandIn).split(addressStandIn);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <EmailAddress address={address} /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
