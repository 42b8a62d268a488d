'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { onNavigation } from '../../runtime/navigation-events';

/**
 * The phone menu: a native <details>, so it opens and closes without JavaScript. Once hydrated it
 * also closes the way people expect a menu to: on Escape (focus back on its button), on a tap
 * outside it, and when a link in it starts a navigation.
 */
export function MenuDisclosure({ className, label, children }: { className: string; label: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      close();
      details.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    const stop = onNavigation((event) => {
      if (event === 'start') close();
    });
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      stop();
    };
  }, []);

  return (
    <details ref={ref} className={className}>
      {label}
      {children}
    </details>
  );
}
