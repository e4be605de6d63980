import type { Illustration } from "~/site/images";

/**
 * The site's illustrations in a page: sized (no layout shift), at 600 and 1200 px wide. Apart from
 * the other page blocks so that a page showing one (a blog post) loads nothing else of them.
 */

/**
 * `fetchpriority="high"` for the image that is likely the largest thing on screen. React 18 only
 * knows the attribute in lower case (the camel-case prop logs a warning), and its types don't.
 */
const highFetchPriority = { fetchpriority: "high" } as Record<string, string>;
const lazyLoading = { loading: "lazy", decoding: "async" };

/** An illustration at 600 and 1200 px wide, the browser picking by `sizes`; `loading` attributes decide when it loads. */
function ResponsiveImage({ illustration, alt, sizes, className, loading }: { illustration: Illustration; alt: string; sizes: string; className: string; loading: Record<string, string> }) {
  return (
    <img
      src={illustration.src}
      srcSet={`${illustration.smallSrc} 600w, ${illustration.src} 1200w`}
      sizes={sizes}
      width={illustration.width}
      height={illustration.height}
      alt={alt}
      {...loading}
      className={className}
    />
  );
}

/** An illustration the visitor sees without scrolling: loaded at once, with high priority. */
export function AboveTheFoldImage({ illustration, alt, sizes, className }: { illustration: Illustration; alt: string; sizes: string; className: string }) {
  return <ResponsiveImage illustration={illustration} alt={alt} sizes={sizes} className={className} loading={highFetchPriority} />;
}

/** An illustration below the fold: sized (no layout shift) and lazy. */
export function LazyIllustration({
  illustration,
  alt,
  className = "",
  sizes = "(min-width: 768px) 50vw, 100vw",
}: {
  illustration: Illustration;
  alt: string;
  className?: string;
  sizes?: string;
}) {
  return <ResponsiveImage illustration={illustration} alt={alt} sizes={sizes} className={`h-auto w-full rounded-2xl ${className}`} loading={lazyLoading} />;
}
