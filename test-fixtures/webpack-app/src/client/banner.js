'use client';

// Imported by the browser entry itself: it is in a chunk the page boots with.
export function Banner() {
  return 'banner';
}
