'use client';

import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';

/**
 * Team flip card: turns on hover (CSS), on keyboard focus and on tap. The toggle is a real
 * `<button aria-pressed>`, so without JavaScript focusing it flips the card through
 * `:focus-within`; the back side's text is always in the accessibility tree.
 */
export function FlipCard({ front, back, toggleLabel }: { front: ReactNode; back: ReactNode; toggleLabel: string }) {
  // null until hydrated: the server markup carries no state, so CSS alone (hover / focus-within) flips it without JavaScript.
  const [flipped, setFlipped] = useState<boolean | null>(null);
  useEffect(() => setFlipped(false), []);

  const onFocus = (event: FocusEvent<HTMLButtonElement>) => {
    // Keyboard focus turns the card; a tap focuses too, but its click toggles it instead.
    if (event.currentTarget.matches(':focus-visible')) setFlipped(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFlipped(false);
  };

  return (
    <div className="flip-card" data-flipped={flipped === null ? undefined : String(flipped)} onBlur={onBlur}>
      <button
        type="button"
        className="flip-card__toggle"
        aria-pressed={flipped ?? undefined}
        onFocus={onFocus}
        onClick={() => setFlipped(!flipped)}
      >
        <span className="visually-hidden">{toggleLabel}</span>
      </button>
      <div className="flip-card__inner">
        <div className="flip-card__front">{front}</div>
        <div className="flip-card__back">{back}</div>
      </div>
    </div>
  );
}
