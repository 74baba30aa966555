/** Thumbs up / down (decorative: the buttons carry the accessible names). */
export function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path
        fill="currentColor"
        d={
          'M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 ' +
          '2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z'
        }
      />
    </svg>
  );
}

/** A like or dislike button: pressed once the seeker chose it; only a pending offer can be answered. */
export function ThumbButton({
  down = false,
  label,
  pressed,
  disabled,
  onClick,
}: {
  down?: boolean;
  label: string;
  pressed: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`lt-inbox-thumb ${down ? 'is-down' : 'is-up'}`}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      <ThumbIcon down={down} />
    </button>
  );
}
