/** The `aria-describedby` of a control: the ids of those of its hint and message that are shown. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}
