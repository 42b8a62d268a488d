import { requestContext } from '../../context/request-context';

/** Five stars filled to the average (visual), with the number in words for screen readers. */
export function RatingStars({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t, locale } = requestContext();
  const rounded = Math.round(value * 10) / 10;
  const text = rounded.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={t('company:rating.outOf', { value: text })}>
      <span className="stars__fill" style={{ width: `${Math.max(0, Math.min(100, (rounded / 5) * 100))}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__base" aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
