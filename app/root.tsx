import {
  data,
  type AppLoadContext,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { ErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useNonce } from "~/components/nonce";
import { ToastProvider } from "~/components/toaster";
import { readSessionState } from "~/auth/session.server";
import { getLanguage, languageChoiceFromQuery, pickLayoutTranslations, storeLanguage } from "~/i18n/i18n.server";
import { languageFromPath, languageInfo } from "~/i18n/languages";
import { translateFromMatches } from "~/i18n/translations";
import { takeToast } from "~/http/flash.server";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = getLanguage(request);
  const chosenLanguage = languageChoiceFromQuery(request);
  const headers = new Headers();
  if (chosenLanguage) headers.append("Set-Cookie", await storeLanguage(request, chosenLanguage));
  const { toast, setCookie } = await takeToast(request, context.env);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  // Who is signed in, for the header; the session is read only when its cookie is there.
  const { user, clearCookie } = await readViewer(request, context);
  if (clearCookie) headers.append("Set-Cookie", clearCookie);
  return data(
    {
      language,
      viewer: user ? { firstName: user.firstName, isAdmin: user.role === "admin" } : null,
      // Only the layout's strings, in the current language; pages send their own (decision 003).
      translations: pickLayoutTranslations(language),
      siteUrl: context.env.SITE_URL,
      year: new Date().getUTCFullYear(),
      toast,
    },
    { headers },
  );
}

/**
 * The root loader never fails: every page, the error pages included, needs its strings. A session
 * that cannot be read (D1 unavailable) shows the page as to a visitor, and is logged.
 */
async function readViewer(request: Request, context: AppLoadContext) {
  try {
    return await readSessionState(request, context);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "session_read_failed", message: error instanceof Error ? error.message : String(error) }));
    return { user: null, clearCookie: null };
  }
}

/** The layout's strings are only re-sent when the language changes, or after a form post (which may bring a toast). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname)) return true;
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return false;
};

export const meta: MetaFunction<typeof loader> = ({ data: rootData, error, matches }) => {
  if (!error || !rootData) return [];
  const t = translateFromMatches(matches);
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: t(isNotFound ? "notFound.metaTitle" : "errors.metaTitle") }, { name: "robots", content: "noindex" }];
};

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const nonce = useNonce();
  const language = rootData?.language ?? languageFromPath(location.pathname);
  // Marks the document once React has hydrated it and every effect has run (the outermost effect
  // runs last), so browser tests know when JavaScript behaviour is in place.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <html lang={languageInfo(language).htmlLang} className="scroll-pt-28">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-800 antialiased">
        <ToastProvider flashToast={rootData?.toast ?? null}>
          {rootData ? <SiteHeader viewer={rootData.viewer} /> : null}
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          {rootData ? <SiteFooter year={rootData.year} /> : null}
        </ToastProvider>
        {/* Every new navigation starts at the top; back/forward restores the old position. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} title="notFound.title" text="notFound.text" />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} title="errors.title" text="errors.text" />;
}
