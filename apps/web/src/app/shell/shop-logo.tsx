/** Width of one letter of the wordmark, in its own units (a bold 20-unit face averages under 0.62em). */
const LETTER = 12.4;
const MARK = 36;

/**
 * The shop's logo: the owner's picture when SHOP_LOGO names one, else a wordmark drawn from the
 * shop's name beside a speaker cone, as an SVG that scales with the header and needs no download.
 */
export function ShopLogo({ name, logoUrl }: { name: string; logoUrl: string | null | undefined }) {
  if (logoUrl) {
    return <img src={logoUrl} alt={name} className="h-9 w-auto max-w-48 object-contain" />;
  }
  const width = Math.ceil(MARK + name.length * LETTER);
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox={`0 0 ${width} 32`}
      className="h-8 w-auto max-w-[40vw] md:max-w-[16rem]"
    >
      <circle cx="15" cy="16" r="13" fill="none" stroke="#f59e0b" strokeWidth="3" />
      <circle cx="15" cy="16" r="5" fill="#f59e0b" />
      <text
        x={MARK}
        y="23"
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
        fontSize="20"
        fontWeight="800"
        letterSpacing="-0.3"
      >
        {name}
      </text>
    </svg>
  );
}
