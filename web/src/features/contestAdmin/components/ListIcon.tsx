/** A ranked list: the outside scoreboard's action in the contest list (not among the shared icons). */
export function ListIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" fill="none" stroke="currentColor" aria-hidden="true">
      <path d="M6 4h8M6 8h8M6 12h8" strokeWidth="1.5" strokeLinecap="round" />
      <path d="M2.5 4h.01M2.5 8h.01M2.5 12h.01" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
