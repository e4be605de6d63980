/**
 * Every path no other route claims. The root error boundary renders 'Page Not Found' inside the
 * site's layout, in the URL's language, with HTTP 404; the request log line records the path.
 */
export function loader() {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/** Never rendered (the loader always throws), but its presence keeps this a page, not a resource route. */
export default function NotFound() {
  return null;
}
