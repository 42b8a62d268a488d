/** Small text helpers for generated content. */
export { slugify } from '../../shared/slug';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Rounds an IDR amount to a tidy figure, as employers advertise them. */
export function roundIdr(amount: number, step = 100_000): number {
  return Math.max(step, Math.round(amount / step) * step);
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * 86_400_000);
}

export function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
