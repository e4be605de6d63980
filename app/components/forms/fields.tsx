/**
 * Form fields on top of remix-validated-form (pages use these wrappers, never RVF directly). Each
 * shows its label, an optional hint, and its message (a translation key from the schema) beside it,
 * wired with aria-invalid / aria-describedby. Values typed before a failed post come back through RVF.
 */
import { useField, useIsSubmitting } from "remix-validated-form";
import type { ReactNode } from "react";
import type { TranslationKey } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";
import { buttonClassName } from "~/components/ui/button";
import { describedBy } from "./described-by";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["validation"] as const satisfies Namespaces;

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

interface FieldBase {
  name: string;
  label: string;
  /** A short explanation under the label. */
  hint?: string;
  isRequired?: boolean;
  /** Ties ids to one form when the same field name appears in two forms on a page. */
  formId: string;
}

/**
 * When a field checks itself: not before the first submit, then as it changes. A submit flags every
 * invalid field at once, as the server does without JavaScript. Checking on blur before that (RVF's
 * default) put a message under the field just left while the pointer was on its way to the submit
 * button: the message pushed the button down between press and release, the click was lost, and
 * only the fields already visited were flagged.
 */
const validationBehavior = { initial: "onSubmit", whenTouched: "onSubmit", whenSubmitted: "onChange" } as const;

/** `useField` with this form's validation behaviour: every field wrapper goes through it. */
function useFormField(name: string) {
  return useField(name, { validationBehavior });
}

function useFieldIds(formId: string, name: string) {
  const id = `${formId}-${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

function FieldError({ id, error, values }: { id: string; error?: string; values?: Record<string, string | number> }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {t(error as TranslationKey, values)}
    </p>
  );
}

function Label({ htmlFor, label, isRequired }: { htmlFor: string; label: string; isRequired?: boolean }) {
  const t = useT();
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {isRequired ? (
        <span className="text-red-700">
          {" "}
          *<span className="sr-only"> ({t("forms.required")})</span>
        </span>
      ) : null}
    </label>
  );
}

export function TextField({
  name,
  label,
  hint,
  isRequired,
  formId,
  type = "text",
  maxLength,
  autoComplete,
  inputMode,
  rows,
}: FieldBase & {
  type?: "text" | "email" | "tel" | "url" | "number" | "password";
  maxLength: number;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric" | "url";
  /** A textarea of this many rows instead of an input. */
  rows?: number;
}) {
  const { error, getInputProps } = useFormField(name);
  const { id, errorId, hintId } = useFieldIds(formId, name);
  const common = {
    id,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint && hintId, error && errorId),
    "aria-required": isRequired || undefined,
    className: inputClass,
  };
  return (
    <div>
      <Label htmlFor={id} label={label} isRequired={isRequired} />
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {rows ? (
        <textarea {...getInputProps({ ...common, rows })} className={`${inputClass} min-h-[100px]`} />
      ) : (
        <input {...getInputProps({ ...common, type, autoComplete, inputMode })} />
      )}
      <FieldError id={errorId} error={error} values={{ max: maxLength }} />
    </div>
  );
}

/**
 * A calendar day: the platform's date input, which phones answer with a date picker (a numeric
 * keypad has no "-" on many of them), desktops with typed day, month and year, and which works
 * without JavaScript; it sends YYYY-MM-DD, or nothing for a day half typed. The schema still checks
 * the day on the server, and a refused day comes back in the field (docs/decisions/087).
 */
export function DateField({ name, label, hint, isRequired, formId }: FieldBase) {
  const { error, getInputProps } = useFormField(name);
  const { id, errorId, hintId } = useFieldIds(formId, name);
  return (
    <div>
      <Label htmlFor={id} label={label} isRequired={isRequired} />
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        {...getInputProps({
          id,
          type: "date",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(hint && hintId, error && errorId),
          "aria-required": isRequired || undefined,
          className: inputClass,
        })}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  hint,
  isRequired,
  formId,
  options,
  placeholder,
}: FieldBase & { options: ReadonlyArray<{ value: string; label: string }>; placeholder: string }) {
  const { error, getInputProps } = useFormField(name);
  const { id, errorId, hintId } = useFieldIds(formId, name);
  return (
    <div>
      <Label htmlFor={id} label={label} isRequired={isRequired} />
      <select
        {...getInputProps({
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(hint && hintId, error && errorId),
          "aria-required": isRequired || undefined,
          className: inputClass,
        })}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function CheckboxField({ name, label, isRequired, formId, onChange }: Omit<FieldBase, "hint"> & { onChange?: (checked: boolean) => void }) {
  const { error, getInputProps } = useFormField(name);
  const { id, errorId } = useFieldIds(formId, name);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...getInputProps({
            id,
            type: "checkbox",
            value: "on",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? errorId : undefined,
            "aria-required": isRequired || undefined,
            className: "mt-1 size-5 rounded border-slate-400 text-brand-700 focus:ring-brand-600",
            onChange: (event: { currentTarget: HTMLInputElement }) => onChange?.(event.currentTarget.checked),
          })}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
          {isRequired ? <span className="text-red-700"> *</span> : null}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The submit button: it shows the form's busy label (e.g. "Sending…") and is disabled while this form is being sent. */
export function SubmitButton({ label, busyLabel, isDisabled, className = "" }: { label: string; busyLabel: string; isDisabled?: boolean; className?: string }) {
  // Inside the form, RVF finds the form (and its fetcher) from context; an explicit id would lose both.
  const isSubmitting = useIsSubmitting();
  return (
    <button
      type="submit"
      disabled={isSubmitting || isDisabled}
      aria-disabled={isSubmitting || isDisabled || undefined}
      className={buttonClassName({ className })}
    >
      {isSubmitting ? busyLabel : label}
    </button>
  );
}

/** A group of fields under a legend; `isLegendHidden` where a visible heading already names it. */
export function FieldGroup({ legend, isLegendHidden, children }: { legend: string; isLegendHidden?: boolean; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className={isLegendHidden ? "sr-only" : "mb-2 text-lg font-semibold text-slate-900 sm:col-span-2"}>{legend}</legend>
      {children}
    </fieldset>
  );
}
