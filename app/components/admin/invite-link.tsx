/** A set-password link made by /admin-access, shown once above the admin panel's tabs (decision 015). */
import { useT } from "~/i18n/use-t";

export function InviteLink({ email, link }: { email: string; link: string }) {
  const t = useT();
  return (
    <section aria-labelledby="invite-title" className="mb-8 rounded-xl border border-brand-300 bg-brand-50 p-5">
      <h2 id="invite-title" className="text-lg font-bold text-brand-900">
        {t("admin.invite.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("admin.invite.text", { email })}</p>
      <label htmlFor="invite-link" className="sr-only">
        {t("admin.invite.linkLabel", { email })}
      </label>
      <input id="invite-link" readOnly value={link} className="mt-3 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900" />
    </section>
  );
}
