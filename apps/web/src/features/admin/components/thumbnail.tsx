/** A small square picture, or a grey tile saying there is none. */
export function Thumbnail({ src, alt, size = 48 }: { src?: string; alt: string; size?: number }) {
  const style = { width: size, height: size };
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={style}
        className="flex shrink-0 items-center justify-center rounded-md bg-slate-200 text-[10px] text-slate-500"
      >
        No image
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={style}
      className="shrink-0 rounded-md object-cover ring-1 ring-slate-200"
    />
  );
}
