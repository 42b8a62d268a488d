'use client';

export function Field() {
  return 'field';
}
