import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["directory"] as const satisfies Namespaces;

/**
 * Directory favourites: kept in this browser only (localStorage), so they survive a reload and are
 * shared by the site's tabs, with the toasts 'Added to favorites' / 'Removed from favorites'. They
 * need JavaScript: the server and the hydration pass render no buttons (they cannot know what this
 * browser stored, and the first client render must match the server's), then the stored list is
 * read and the buttons appear. The rest of the directory works without JavaScript.
 */

const storageKey = "favorite_partners";
const toastDuration = 4000;

interface FavoritesState {
  isReady: boolean;
  isFavorite(id: string): boolean;
  toggle(id: string): void;
}

const FavoritesContext = createContext<FavoritesState>({ isReady: false, isFavorite: () => false, toggle: () => {} });

function readStoredFavorites(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export function FavoritesProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [favorites, setFavorites] = useState<string[] | null>(null);
  const [toast, setToast] = useState<{ message: string; key: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    setFavorites(readStoredFavorites());
    // A change made in another tab of the site shows here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey || event.key === null) setFavorites(readStoredFavorites());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = useCallback(
    (id: string) => {
      const current = readStoredFavorites();
      const isAdding = !current.includes(id);
      const next = isAdding ? [...current, id] : current.filter((favorite) => favorite !== id);
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice lasts for this page only.
      }
      setFavorites(next);
      setToast({ message: t(isAdding ? "directory.favoriteAdded" : "directory.favoriteRemoved"), key: Date.now() });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setToast(null), toastDuration);
    },
    [t],
  );

  const state = useMemo<FavoritesState>(
    () => ({ isReady: favorites !== null, isFavorite: (id) => favorites?.includes(id) ?? false, toggle }),
    [favorites, toggle],
  );

  return (
    <FavoritesContext.Provider value={state}>
      {children}
      {/* Always in the page, so screen readers announce a message when it appears. */}
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
        {toast ? (
          <p key={toast.key} className="pointer-events-auto flex items-center gap-4 rounded-lg bg-slate-900 px-5 py-3 text-white shadow-lg">
            <span>{toast.message}</span>
            <button
              type="button"
              onClick={() => setToast(null)}
              className="rounded px-2 text-sm font-semibold text-brand-200 underline underline-offset-4"
            >
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
  const { isReady, isFavorite, toggle } = useContext(FavoritesContext);
  if (!isReady) return null;
  const isOn = isFavorite(partnerId);
  return (
    <button
      type="button"
      aria-pressed={isOn}
      aria-label={t(isOn ? "directory.removeFavorite" : "directory.addFavorite", { name: partnerName })}
      onClick={() => toggle(partnerId)}
      className="grid size-11 place-items-center rounded-full border border-slate-200 text-slate-500 hover:border-rose-300 hover:text-rose-600 aria-pressed:border-rose-200 aria-pressed:bg-rose-50 aria-pressed:text-rose-600"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill={isOn ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3.1 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.7 0 5.9 3.8 4.4 7.2C19.5 16.4 12 21 12 21Z" />
      </svg>
    </button>
  );
}
