/** A product's picture, or a neutral placeholder when it has none. */
export function ProductImage({
  src,
  alt,
  className = '',
  eager = false,
  waiting = false,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
  /** Holds the picture's place, blank, until the caller is ready to draw it. */
  waiting?: boolean;
}) {
  if (waiting) return <div className={`bg-slate-100 ${className}`} />;
  if (!src) {
    return (
      <div
        className={`flex items-center justify-center bg-slate-200 text-sm text-slate-500 ${className}`}
        role="img"
        aria-label={alt}
      >
        No image
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={600}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={`object-cover ${className}`}
    />
  );
}
