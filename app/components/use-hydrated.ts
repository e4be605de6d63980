import { useEffect, useState } from "react";

/** False during the server render and hydration, true once JavaScript runs the page. */
export function useHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return isHydrated;
}
