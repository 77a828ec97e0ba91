/** The courier's tracking page, in a new tab, never told where the shopper came from. */
export function TrackingLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
    >
      Track your parcel
    </a>
  );
}
