'use client';

import { useEffect, useState } from 'react';
import { confirmAction } from '../feedback/feedback-store';
import { countdownText, guardPlan } from './test-guard-logic';

/** Steps already taken per deadline: the page re-renders after each send, and must not send again. */
const firedFor = new Map<string, Set<string>>();

export interface TestGuardProps {
  /** The form of the page's answers (its id). */
  readonly formId: string;
  /** ISO deadline of a timed test; null for an untimed one. */
  readonly deadline: string | null;
  /** Server time when the page was rendered, ISO: the countdown runs on the server's clock, not the device's. */
  readonly serverNow: string;
  readonly labels: { readonly timeLeft: string; readonly timeUp: string; readonly leaveQuestion: string };
}

/**
 * The test page's island: a visible countdown (timed tests), the answers sent just before the
 * deadline and once more after it (the server then scores the attempt), and "Are you sure?"
 * before a link or "save and leave" takes the candidate away mid-test (progress is kept anyway).
 * Without JavaScript the page prints the deadline instead and nothing here is needed.
 */
export function TestGuard({ formId, deadline, serverNow, labels }: TestGuardProps) {
  const [left, setLeft] = useState<number | null>(null);

  useEffect(() => {
    if (!deadline) return;
    const skew = Date.parse(serverNow) - Date.now();
    const end = Date.parse(deadline);
    const fired = firedFor.get(deadline) ?? new Set<string>();
    firedFor.set(deadline, fired);
    const submit = () => {
      const form = document.getElementById(formId) as HTMLFormElement | null;
      const next = form?.querySelector<HTMLButtonElement>('button[name="intent"][value="next"], button[name="intent"][value="finish"]');
      form?.requestSubmit(next ?? undefined);
    };
    const tick = () => {
      const remaining = end - (Date.now() + skew);
      setLeft(Math.max(0, remaining));
      for (const step of guardPlan(remaining)) {
        if (fired.has(step)) continue;
        fired.add(step);
        submit();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, serverNow, formId]);

  useEffect(() => {
    let confirmed = false;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const leaving = target?.closest<HTMLElement>('a[href], button[name="intent"][value="leave"]');
      if (!leaving || confirmed || event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmAction(labels.leaveQuestion).then((ok) => {
        if (!ok) return;
        confirmed = true;
        leaving.click();
        confirmed = false;
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [labels.leaveQuestion]);

  if (!deadline || left === null) return null;
  return (
    <p className="assessment__countdown" role="timer" aria-live="off" data-testid="countdown">
      {left > 0 ? (
        <>
          {labels.timeLeft} <strong>{countdownText(left)}</strong>
        </>
      ) : (
        <strong>{labels.timeUp}</strong>
      )}
    </p>
  );
}
