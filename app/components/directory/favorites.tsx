import { useFetcher } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["directory"] as const satisfies Namespaces;

/**
 * Directory favourites, kept in a cookie the server reads (app/partners/favorites.server.ts), so the
 * page renders them selected from the start. Each heart is a small POST form: without JavaScript it
 * reloads the page; with it, a fetcher sends it, and the heart and the toast ('Added to favorites' /
 * 'Removed from favorites') change only once the server has answered, that is once the cookie is
 * set: a reload right after the toast never brings back the old state. While the post is on its way
 * the heart is busy and cannot be pressed again.
 */

const toastDuration = 4000;

interface FavoritesState {
  isFavorite(id: string): boolean;
  announce(isFavorite: boolean): void;
}

const FavoritesContext = createContext<FavoritesState>({ isFavorite: () => false, announce: () => {} });

export function FavoritesProvider({ favorites, children }: { favorites: readonly string[]; children: ReactNode }) {
  const t = useT();
  const [toast, setToast] = useState<{ message: string; key: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const announce = useCallback(
    (isFavorite: boolean) => {
      setToast({ message: t(isFavorite ? "directory.favoriteAdded" : "directory.favoriteRemoved"), key: Date.now() });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setToast(null), toastDuration);
    },
    [t],
  );

  const state = useMemo<FavoritesState>(() => ({ isFavorite: (id) => favorites.includes(id), announce }), [favorites, announce]);

  return (
    <FavoritesContext.Provider value={state}>
      {children}
      {/* Always in the page, so screen readers announce a message when it appears. */}
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
        {toast ? (
          <p key={toast.key} className="pointer-events-auto flex items-center gap-4 rounded-lg bg-slate-900 px-5 py-3 text-white shadow-lg">
            <span>{toast.message}</span>
            <button type="button" onClick={() => setToast(null)} className="rounded px-2 text-sm font-semibold text-brand-200 underline underline-offset-4">
              {t("directory.dismiss")}
            </button>
          </p>
        ) : null}
      </div>
    </FavoritesContext.Provider>
  );
}

export function FavoriteButton({ partnerId, partnerName }: { partnerId: string; partnerName: string }) {
  const t = useT();
  const fetcher = useFetcher<{ isFavorite: boolean | null }>();
  const isHydrated = useHydrated();
  const { isFavorite, announce } = useContext(FavoritesContext);
  const isPending = fetcher.state !== "idle";
  // What the server stored: its answer to this heart's last post, else the page's list.
  const saved = fetcher.state === "idle" && typeof fetcher.data?.isFavorite === "boolean" ? fetcher.data.isFavorite : null;
  const isOn = saved ?? isFavorite(partnerId);

  // The toast speaks once per answer, after the cookie is set.
  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (saved === null || announced.current === fetcher.data) return;
    announced.current = fetcher.data;
    announce(saved);
  }, [saved, fetcher.data, announce]);

  return (
    <fetcher.Form method="post" preventScrollReset className="shrink-0">
      <input type="hidden" name="partnerId" value={partnerId} />
      <input type="hidden" name="favorite" value={isOn ? "off" : "on"} />
      {isHydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <button
        type="submit"
        aria-pressed={isOn}
        aria-busy={isPending || undefined}
        aria-disabled={isPending || undefined}
        onClick={(event) => {
          if (isPending) event.preventDefault();
        }}
        aria-label={t(isOn ? "directory.removeFavorite" : "directory.addFavorite", { name: partnerName })}
        className="grid size-11 place-items-center rounded-full border border-slate-200 text-slate-500 hover:border-rose-300 hover:text-rose-600 aria-busy:opacity-60 aria-pressed:border-rose-200 aria-pressed:bg-rose-50 aria-pressed:text-rose-600"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill={isOn ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3.1 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.7 0 5.9 3.8 4.4 7.2C19.5 16.4 12 21 12 21Z" />
        </svg>
      </button>
    </fetcher.Form>
  );
}
