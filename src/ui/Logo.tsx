/** The Repwise mark: a rep counter tick inside a rounded square, plus the word. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo-mark">
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <path d="M9 17.5l4.5 4.5L23 10.5" fill="none" stroke="var(--color-on-primary)" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ size = 28 }: { size?: number }) {
  return (
    <span className="logo">
      <LogoMark size={size} />
      <span className="logo-word">Repwise</span>
    </span>
  );
}
