'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** Expandable text is clamped to 110 px until marked full. */
const CLAMP_HEIGHT_PX = 110;

type Mode = 'static' | 'clamped' | 'full';

/**
 * Long text clamped to 110 px with a "Read more" toggle. The server (and a browser without
 * JavaScript) renders the whole text unclamped; once hydrated, text taller than the clamp is
 * folded and the toggle appears, so nothing is ever unreachable.
 */
export function ExpandableText({ children, moreLabel, lessLabel }: { children: ReactNode; moreLabel: string; lessLabel: string }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<Mode>('static');

  useEffect(() => {
    const element = ref.current;
    // A few pixels of slack so text that barely fits is not folded for one line.
    if (element && element.scrollHeight > CLAMP_HEIGHT_PX + 8) setMode('clamped');
  }, []);

  return (
    <div className="expandable-text" data-mode={mode}>
      <div
        ref={ref}
        id={id}
        className={mode === 'static' ? 'expandable-text__body' : 'expandable-text__body expandable'}
        data-expanded={mode === 'full' ? 'true' : undefined}
      >
        {children}
      </div>
      {mode !== 'static' ? (
        <button
          type="button"
          className="expandable__toggle"
          aria-controls={id}
          aria-expanded={mode === 'full'}
          onClick={() => setMode(mode === 'full' ? 'clamped' : 'full')}
        >
          {mode === 'full' ? lessLabel : moreLabel}
        </button>
      ) : null}
    </div>
  );
}
