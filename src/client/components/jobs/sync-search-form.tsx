'use client';

import { useEffect } from 'react';
import { onNavigation } from '../../../framework/client/index';

/**
 * Keeps the search fields on the URL's values across client navigation. The page tree is
 * reused (Clear all, a chip, Back), and React leaves what a visitor typed or chose in the
 * uncontrolled fields; their defaults do follow the new page, so a form reset shows them
 * (selects are keyed by their value instead: React does not update a select's default).
 * Not while the visitor is in the form: they may still be typing while the results load.
 */
export function SyncSearchForm({ formId }: { formId: string }) {
  useEffect(
    () =>
      onNavigation((event) => {
        if (event !== 'end') return;
        const form = document.getElementById(formId);
        if (!(form instanceof HTMLFormElement)) return;
        const active = document.activeElement;
        if (active instanceof HTMLElement && (form.contains(active) || (active as HTMLInputElement).form === form)) return;
        form.reset();
      }),
    [formId],
  );
  return null;
}
