'use client';

import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { EQUALISE_DELAY_MS, RESIZE_DEBOUNCE_MS, equalisedTitleHeights, shouldEqualise } from './equal-title-heights-logic';

/** Elements the grid marks: each card, and the title inside it. */
const CARD_SELECTOR = '.job-grid > li';
const TITLE_SELECTOR = '.job-card__title';

function equalise(root: HTMLElement): void {
  const cards = [...root.querySelectorAll<HTMLElement>(CARD_SELECTOR)];
  const titles = cards.map((card) => card.querySelector<HTMLElement>(TITLE_SELECTOR));
  // Measure natural heights: undo the previous pass first.
  for (const title of titles) if (title) title.style.minHeight = '';
  // Too narrow for two cards a row: nothing to equalise, and no layout to read (a forced
  // layout of every card on a phone).
  if (!shouldEqualise(window.innerWidth, 2)) {
    root.dataset.equalised = 'false';
    return;
  }
  const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
  const heights = titles.map((title) => (title ? title.getBoundingClientRect().height : 0));
  const target = equalisedTitleHeights(window.innerWidth, tops, heights);
  root.dataset.equalised = target ? 'true' : 'false';
  if (!target) return;
  titles.forEach((title, index) => {
    if (title) title.style.minHeight = `${target[index]}px`;
  });
}

/**
 * 500 ms after layout, titles of cards in the same row get the height of the row's
 * tallest title (nothing at ≤ 576 px or with one card per row); again after each resize.
 * Without JavaScript the grid simply keeps its natural heights.
 */
export function EqualTitleHeights({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const rendered = useRef(false);
  // A later render can bring new card HTML (a frozen part's, after a bookmark): its titles have
  // lost their heights, so they get them back before the browser paints.
  useLayoutEffect(() => {
    if (!rendered.current) {
      rendered.current = true;
      return;
    }
    if (ref.current?.dataset.equalised === 'true') equalise(ref.current);
  }, [children]);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let timer = window.setTimeout(() => equalise(root), EQUALISE_DELAY_MS);
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => equalise(root), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return (
    <div ref={ref} className="equal-title-heights">
      {children}
    </div>
  );
}
