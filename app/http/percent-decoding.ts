/**
 * Percent-decoding of text from a URL that never throws (docs/decisions/020-hostile-input.md): the
 * platform's `decodeURIComponent` throws a URIError on a malformed escape (`%zz`, `%E9`, a lone
 * `%`), which was a server error wherever a path or query reached it. Every decoding in the app
 * goes through here; `URL` and `URLSearchParams`, which never throw, need none.
 */

/** The decoded text, or undefined when an escape is malformed: the caller answers as for any text that is not valid. */
export function safeDecodeURIComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
