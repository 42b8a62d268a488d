'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { onNavigation } from '../../../framework/client/index';

/**
 * A native <details> that is a disclosure on small screens and simply open from `openFrom`
 * pixels wide (the phone menu, the search filters). Without JavaScript it still opens and
 * closes, and CSS shows its content on wide screens. Once hydrated it is opened on wide
 * screens (so assistive technology sees its content too) and, on small ones, closes the way
 * people expect: on Escape (focus back on its button), on a tap outside it when
 * `closeOnOutside`, and when a navigation starts.
 */
export function ResponsiveDisclosure({
  className,
  label,
  openFrom,
  closeOnOutside = false,
  children,
}: {
  className: string;
  label: ReactNode;
  openFrom: number;
  closeOnOutside?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const wide = window.matchMedia(`(min-width: ${openFrom}px)`);
    const follow = () => {
      details.open = wide.matches;
    };
    follow();
    wide.addEventListener('change', follow);
    const close = () => {
      if (!wide.matches) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open || wide.matches) return;
      close();
      details.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (closeOnOutside && details.open && event.target instanceof Node && !details.contains(event.target)) close();
    };
    // Capture: a tap or key that something on the page stops from bubbling still counts.
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    const stop = onNavigation((event) => {
      if (event === 'start') close();
    });
    return () => {
      wide.removeEventListener('change', follow);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
      stop();
    };
  }, [openFrom, closeOnOutside]);

  return (
    <details ref={ref} className={className}>
      {label}
      {children}
    </details>
  );
}
