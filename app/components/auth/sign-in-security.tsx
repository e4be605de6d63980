/**
 * An account's second factors (docs/decisions/062–064), drawn the same on /account/security and on
 * the admin panel's Security tab: the authenticator app (set up, new recovery codes, turn off) and
 * the passkeys (listed with their dates, removed, added). Every form posts to the account's own
 * pages (`/account/two-factor`, `/account/security`, `/account/passkeys`), which act on the
 * signed-in account only, and comes back to `returnTo`.
 */
import { Form as PostForm } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton, TextField, i18n as fieldsI18n } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { Form } from "~/forms/form";
import { protocolFields } from "~/forms/hidden-fields";
import { factorFormIds, secondFactorCodeSchema } from "~/auth/two-factor-schemas";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";
import { PasskeyRegistration, i18n as ceremonyI18n } from "./passkey-ceremony";

export const i18n = ["twoFactor", "passkeys", ...ceremonyI18n, ...fieldsI18n] as const satisfies Namespaces;

export interface SecurityState {
  app: { isOn: boolean; recoveryCodesLeft: number };
  passkeys: Array<{ id: string; name: string; added: string; lastUsed: string | null }>;
  isAdmin: boolean;
}

function Card({ id, heading, intro, children }: { id: string; heading: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
      {children}
    </section>
  );
}

function hiddenReturn(returnTo: string | null): Record<string, string> {
  return returnTo ? { [protocolFields.returnTo]: returnTo } : {};
}

/** A form that a current code confirms (new recovery codes, turning the app off). */
function CodeConfirmedForm({
  formId,
  intent,
  heading,
  text,
  submit,
  busy,
  returnTo,
  isDanger = false,
}: {
  formId: string;
  intent: string;
  heading: string;
  text: string;
  submit: string;
  busy: string;
  returnTo: string | null;
  isDanger?: boolean;
}) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <div className={`mt-4 rounded-md border p-4 ${isDanger ? "border-red-200" : "border-slate-200"}`}>
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      <Form
        resetAfterSubmit
        formId={formId}
        schema={secondFactorCodeSchema}
        intent={intent}
        action={localize("/account/security")}
        hiddenFields={hiddenReturn(returnTo)}
        className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <TextField
          formId={formId}
          name="code"
          label={t("twoFactor.codeLabel")}
          hint={t("twoFactor.codeHint")}
          isRequired
          maxLength={24}
          autoComplete="one-time-code"
        />
        <SubmitButton label={submit} busyLabel={busy} />
      </Form>
    </div>
  );
}

export function AuthenticatorAppCard({ state, returnTo }: { state: SecurityState; returnTo: string | null }) {
  const t = useT();
  const localize = useLocalizePath();
  const { app } = state;
  return (
    <Card id="authenticator-app-heading" heading={t("twoFactor.appHeading")}>
      <p className="mt-2 text-slate-800">{t(app.isOn ? "twoFactor.statusOn" : "twoFactor.statusOff")}</p>
      {app.isOn ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{t("twoFactor.recoveryLeft", { count: app.recoveryCodesLeft })}</p>
          <CodeConfirmedForm
            formId={factorFormIds.renewCodes}
            intent="renew-recovery-codes"
            heading={t("twoFactor.renewHeading")}
            text={t("twoFactor.renewText")}
            submit={t("twoFactor.renewButton")}
            busy={t("twoFactor.renewing")}
            returnTo={returnTo}
          />
          <CodeConfirmedForm
            formId={factorFormIds.turnOff}
            intent="turn-off-totp"
            heading={t("twoFactor.turnOffHeading")}
            text={state.isAdmin ? `${t("twoFactor.turnOffText")} ${t("twoFactor.adminTurnOffNote")}` : t("twoFactor.turnOffText")}
            submit={t("twoFactor.turnOffButton")}
            busy={t("twoFactor.turningOff")}
            returnTo={returnTo}
            isDanger
          />
        </>
      ) : (
        <PostForm method="post" action={localize("/account/two-factor")} className="mt-4">
          <input type="hidden" name={protocolFields.intent} value="start" />
          {returnTo ? <input type="hidden" name={protocolFields.returnTo} value={returnTo} /> : null}
          <Button type="submit">{t("twoFactor.setUpApp")}</Button>
        </PostForm>
      )}
    </Card>
  );
}

export function PasskeysCard({ state, returnTo }: { state: SecurityState; returnTo: string | null }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <Card id="passkeys-heading" heading={t("passkeys.heading")} intro={t("passkeys.intro")}>
      {state.passkeys.length === 0 ? (
        <p className="mt-4 text-slate-600">{t("passkeys.none")}</p>
      ) : (
        <ul aria-label={t("passkeys.listLabel")} className="mt-4 grid gap-3">
          {state.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-slate-200 p-3">
              <div className="min-w-0">
                <p className="break-words font-semibold text-slate-900">{passkey.name}</p>
                <p className="text-sm text-slate-600">
                  {t("passkeys.added", { date: passkey.added })} ·{" "}
                  {passkey.lastUsed ? t("passkeys.lastUsed", { date: passkey.lastUsed }) : t("passkeys.neverUsed")}
                </p>
              </div>
              <PostForm method="post" action={localize("/account/security")}>
                <input type="hidden" name={protocolFields.intent} value="remove-passkey" />
                <input type="hidden" name="passkey" value={passkey.id} />
                {returnTo ? <input type="hidden" name={protocolFields.returnTo} value={returnTo} /> : null}
                <Button type="submit" variant="dangerOutline" size="row" aria-label={t("passkeys.removeLabel", { name: passkey.name })}>
                  {t("passkeys.remove")}
                </Button>
              </PostForm>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <PasskeyRegistration returnTo={returnTo} />
      </div>
    </Card>
  );
}
