'use client';

import { useId } from 'react';
import { useField, useFormResult } from '../forms/form-context';

/** A checkbox whose tick after a failed post is what was posted, otherwise the saved value. */
export function ProfileCheckbox({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  const id = useId();
  const { values } = useField(name);
  const { state } = useFormResult();
  const posted = state.status === 'invalid' || state.status === 'error';
  const checked = posted ? values.length > 0 : defaultChecked;
  return (
    <div className="field field--checkbox">
      <input key={String(checked)} id={id} name={name} type="checkbox" value="on" defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
