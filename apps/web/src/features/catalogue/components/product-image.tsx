/** A product's picture, or a neutral placeholder when it has none. */
export function ProductImage({
  src,
  alt,
  className = '',
  eager = false,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
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
