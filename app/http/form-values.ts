/** Between a posted form and a zod schema, the same way for every action (leads, accounts). */

/** The first value of each field, as zod expects (duplicate keys: the first wins). */
export function firstValues(formData: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of formData) if (!(name in values)) values[name] = value;
  return values;
}

/** zod's issues as one message per field (the first), keyed by the field's name. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<string | number>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}
