/** Two people: the temporary accounts' action in the contest list (not among the shared icons). */
export function PeopleIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" fill="none" stroke="currentColor" aria-hidden="true">
      <circle cx="6" cy="5" r="2.5" strokeWidth="1.4" />
      <path d="M1.5 13.5c.4-2.5 2.2-4 4.5-4s4.1 1.5 4.5 4" strokeWidth="1.4" strokeLinecap="round" />
      <path
        d="M10.5 2.8a2.5 2.5 0 0 1 0 4.4M12 9.8c1.3.6 2.2 1.9 2.5 3.7"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
