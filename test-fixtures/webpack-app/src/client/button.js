// A comment before the directive: it still counts.
'use client';

export default function Button() {
  return 'button';
}
export const LABEL = 'Press';
