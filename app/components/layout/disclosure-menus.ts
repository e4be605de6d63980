import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/**
 * The navbar's menus are <details> elements, so they open and close with the keyboard and
 * without JavaScript. With JavaScript this adds what a person expects of a menu: it closes when
 * a link in it is chosen (the route changes), on Escape (focus back on its button), and on a
 * click outside it.
 */
export function useDisclosureMenus(): void {
  const location = useLocation();

  useEffect(() => {
    closeMenus();
  }, [location.pathname, location.search]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      const open = openMenus();
      const focused = open.find((menu) => menu.contains(document.activeElement));
      closeMenus();
      focused?.querySelector("summary")?.focus();
    }
    function onClick(event: MouseEvent) {
      const target = event.target as Node;
      for (const menu of openMenus()) if (!menu.contains(target)) menu.open = false;
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
    };
  }, []);
}

function openMenus(): HTMLDetailsElement[] {
  return Array.from(document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]"));
}

function closeMenus(): void {
  for (const menu of openMenus()) menu.open = false;
}
