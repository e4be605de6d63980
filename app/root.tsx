import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
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
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { SiteHeader } from "~/components/layout/site-header";
import { useNonce } from "~/components/nonce";
import { ToastProvider } from "~/components/toaster";
import { languageFromPath, languageInfo } from "~/i18n/languages";
import { translateFromMatches } from "~/i18n/translations";
import { loadLayoutData } from "~/site/layout-data.server";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The layout's data on every page: language, strings, who is signed in, a toast (app/site/layout-data.server.ts). */
export function loader(args: LoaderFunctionArgs) {
  return loadLayoutData(args);
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

/**
 * What the first screen does not need loads after the page's code (docs/decisions/017-performance-budgets.md):
 * the footer, below the fold on every page, and the error screen. The server renders both whole
 * (without JavaScript too); in the browser each hydrates once its code is in.
 */
const SiteFooter = lazy(() => import("~/components/layout/site-footer").then((module) => ({ default: module.SiteFooter })));
const ErrorPage = lazy(() => import("~/components/error-page").then((module) => ({ default: module.ErrorPage })));

/**
 * Marks <html> once React has hydrated the document and run every effect, so browser tests know when
 * JavaScript behaviour is in place: the layout's effect (the outermost runs last) or, where there is
 * a footer, the footer's, which hydrates after the rest.
 */
function markDocumentHydrated() {
  document.documentElement.dataset.hydrated = "true";
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const nonce = useNonce();
  const language = rootData?.language ?? languageFromPath(location.pathname);
  const hasFooter = Boolean(rootData);
  useEffect(() => {
    if (!hasFooter) markDocumentHydrated();
  }, [hasFooter]);

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
          {/* The header, footer and toasts are not printed (print:hidden): a printed page is its content (docs/decisions/085). */}
          {rootData ? <SiteHeader viewer={rootData.viewer} /> : null}
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          {rootData ? (
            <Suspense fallback={null}>
              <SiteFooter year={rootData.year} contact={rootData.contact} onHydrated={markDocumentHydrated} />
            </Suspense>
          ) : null}
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
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Suspense fallback={null}>
      <ErrorPage status={status} title={isNotFound ? "notFound.title" : "errors.title"} text={isNotFound ? "notFound.text" : "errors.text"} />
    </Suspense>
  );
}
