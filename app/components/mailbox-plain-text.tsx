import type { TextPart } from "~/email/dev-mailbox.server";

/** An e-mail's plain-text part as the local mailbox shows it: the text escaped, its URLs real links. */
export function MailboxPlainText({ parts }: { parts: TextPart[] }) {
  return (
    <pre className="mt-4 overflow-x-auto rounded-md bg-slate-50 p-4 font-mono text-sm break-words whitespace-pre-wrap text-slate-800">
      {parts.map((part, index) =>
        part.kind === "link" ? (
          <a key={index} href={part.href} className="text-brand-700 underline hover:text-brand-800">
            {part.href}
          </a>
        ) : (
          part.text
        ),
      )}
    </pre>
  );
}
