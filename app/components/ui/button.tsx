import { Link, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

/**
 * The site's one button look, in a few variants. `<Button>` is a real `<button>`; `<ButtonLink>` is
 * a Remix `<Link>` that looks like one (navigation stays a link, an action stays a button); for a
 * plain `<a>` or a component that takes a class, use `buttonClassName`.
 */
const variantClasses = {
  /** Yellow: the main action on a dark hero or banner. */
  accent: "bg-accent-400 text-slate-950 hover:bg-accent-500",
  /** Light brand colour: the main action of a form on a dark band (the footer). */
  lightOnDark: "bg-brand-300 text-slate-950 hover:bg-brand-200",
  /** Outlined in white, on a dark hero or banner. */
  onDark: "border border-white/70 text-white hover:bg-white/10",
  /** Solid brand colour, on a light background. */
  solid: "bg-brand-700 text-white hover:bg-brand-800",
  /** Outlined in the brand colour, on a light background. */
  outline: "border border-brand-600 text-brand-700 hover:bg-brand-50",
  /** Quiet grey outline, for a secondary action beside a solid one. */
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
  /** Red: an action that deletes or cannot be undone. */
  danger: "bg-red-700 text-white hover:bg-red-800",
  /** Outlined in red: opens or asks for a destructive step without taking it yet. */
  dangerOutline: "border border-red-300 bg-white text-red-800 hover:bg-red-50",
  /** Greyed out: a control shown for what is coming, that does nothing yet. */
  muted: "border border-slate-300 bg-slate-100 text-slate-500",
} as const;

const sizeClasses = {
  /** The hero's size. */
  large: "min-h-12 px-6",
  default: "min-h-11 px-5",
  small: "min-h-11 px-4 text-sm",
  /** Inside a table row or a list. */
  row: "min-h-10 px-3 text-sm",
  /** The header's: one row of them fits beside the logo. */
  compact: "min-h-10 px-3 text-sm whitespace-nowrap",
} as const;

export type ButtonVariant = keyof typeof variantClasses;
export type ButtonSize = keyof typeof sizeClasses;

type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

export function buttonClassName({ variant = "solid", size = "default", className }: ButtonLook = {}): string {
  const base = "inline-flex items-center justify-center rounded-md font-semibold disabled:cursor-not-allowed disabled:opacity-60";
  return [base, sizeClasses[size], variantClasses[variant], className].filter(Boolean).join(" ");
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClassName({ variant, size, className })} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: ButtonLook & LinkProps) {
  return <Link className={buttonClassName({ variant, size, className })} {...props} />;
}
