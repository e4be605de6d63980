/**
 * The frame every e-mail shares (docs/decisions/037-emails-as-components.md): the organisation's
 * name as a text logo, the one greeting, the message, and the footer its audience calls for. Every
 * value is a React child or prop, so React escapes it; no template writes markup by hand.
 */
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import type { OrganisationContact } from "~/site/site-settings";

/**
 * Who a message is for decides its footer:
 * - `organisation`: our own notice, no signature or footer;
 * - `account`: a message about an account (a link, a warning): the signature only, nothing to sell;
 * - `applicant`: a visitor who wrote to us: the signature, our contact line (as set in the admin
 *   panel's Settings tab) and why it came;
 * - `marketing`: mail that exists to send more mail (the newsletter): the signature, the
 *   unsubscribe link and the postal address, which the law asks of commercial mail.
 */
export type Audience =
  | { kind: "organisation" }
  | { kind: "account" }
  | { kind: "applicant"; contact: OrganisationContact }
  | { kind: "marketing"; unsubscribeLink: string; postalAddress: string };

/** A first name longest kept in a greeting. */
const greetingNameLimit = 40;

/**
 * The one thing a visitor typed that may reach an address nobody verified: the first word of their
 * first name, when it is only letters (any script, with their accents) and hyphens and at most 40
 * characters. Anything else (a link, markup, digits, punctuation, a direction override) gives the
 * neutral greeting.
 */
function greetingName(firstName: string): string | undefined {
  const [word = ""] = firstName.trim().split(/\s+/u);
  return word.length <= greetingNameLimit && /^[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*$/u.test(word) ? word : undefined;
}

/**
 * The first line of every e-mail that greets anyone ("Hello Ana," or "Hello,"). The layout is the
 * only place that greets, whoever the recipient is, so no message can put a name as typed in front
 * of a stranger (docs/decisions/033-mail-to-unproven-addresses.md).
 */
function greeting(t: Translate, firstName: string): string {
  const name = greetingName(firstName);
  return name ? t("emails.greeting", { name }) : t("emails.greetingNeutral");
}

const styles = {
  body: { backgroundColor: "#f8fafc", fontFamily: "Arial, Helvetica, sans-serif", color: "#1e293b" },
  container: { backgroundColor: "#ffffff", padding: "24px", lineHeight: "1.5" },
  logo: { fontSize: "18px", fontWeight: "bold", color: "#1d4ed8", margin: "0 0 16px" },
  paragraph: { fontSize: "15px", lineHeight: "1.5", margin: "0 0 14px" },
  footer: { fontSize: "13px", lineHeight: "1.5", color: "#64748b", margin: "0 0 8px" },
  field: { fontSize: "15px", lineHeight: "1.5", margin: "0 0 4px" },
} satisfies Record<string, CSSProperties>;

/** One paragraph of a message (a blank line apart in the plain-text part). */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

/**
 * A link the reader opens, on a line of its own: shown as its address in both parts (mail
 * programs make it clickable), the way the site's e-mails have always carried links.
 */
export function LinkLine({ href }: { href: string }) {
  return <Text style={{ ...styles.paragraph, wordBreak: "break-all" }}>{href}</Text>;
}

/** A labelled value, one per line in the plain-text part ("label: value"); line breaks in the value are kept. */
export function Field({ label, value }: { label: string; value: string }) {
  const lines = value.split(/\r\n|\r|\n/);
  return (
    <div style={styles.field}>
      <strong>{label}:</strong>{" "}
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </div>
  );
}

function Footer({ t, audience }: { t: Translate; audience: Audience }) {
  if (audience.kind === "organisation") return null;
  return (
    <>
      <Paragraph>{t("emails.signature")}</Paragraph>
      {audience.kind === "applicant" ? (
        <>
          <Text style={styles.footer}>{`${audience.contact.email} · ${audience.contact.phone}`}</Text>
          <Text style={styles.footer}>{t("emails.footer")}</Text>
        </>
      ) : null}
      {audience.kind === "marketing" ? (
        <>
          <Text style={styles.footer}>{t("emails.unsubscribeLine", { link: audience.unsubscribeLink })}</Text>
          <Text style={styles.footer}>{t("emails.postalAddressLine", { address: audience.postalAddress })}</Text>
        </>
      ) : null}
    </>
  );
}

export interface EmailLayoutProps {
  t: Translate;
  language: Language;
  audience: Audience;
  /** The first name to greet (reduced by the greeting rule); no greeting when absent. */
  greet?: string;
  children: ReactNode;
}

/**
 * The shared frame. The text logo is left out of the plain-text part, whose first line stays the
 * greeting.
 */
export function EmailLayout({ t, language, audience, greet, children }: EmailLayoutProps) {
  return (
    <Html lang={language}>
      <Head />
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.logo} data-skip-in-text={true}>
            {t("brand.name")}
          </Text>
          {greet === undefined ? null : <Paragraph>{greeting(t, greet)}</Paragraph>}
          {children}
          <Footer t={t} audience={audience} />
        </Container>
      </Body>
    </Html>
  );
}
