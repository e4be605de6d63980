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
