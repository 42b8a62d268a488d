import { formatDate } from '../../../shared/format';
import type { ArticleSummary } from '../../db/repos/articles-repo';
import { requestContext } from '../../context/request-context';
import { Link } from '../localized-link';

/**
 * An article in a list: cover (200 px tall, 300 px once the card is 375 px wide — a
 * container query in the styles), title covering the card, excerpt clamped to 3 lines.
 */
export function ArticleCard({ article, headingLevel = 'h2' }: { article: ArticleSummary; headingLevel?: 'h2' | 'h3' }) {
  const { locale } = requestContext();
  const Heading = headingLevel;
  return (
    <article className="article-card">
      <div className="article-card__image">
        {article.coverImage ? <img src={article.coverImage} alt="" width={600} height={300} loading="lazy" decoding="async" /> : null}
      </div>
      <div className="article-card__body">
        <p className="article-card__meta">
          <time dateTime={article.publishedAt.toISOString()}>{formatDate(article.publishedAt, locale)}</time>
          {article.author ? ` · ${article.author.name}` : null}
        </p>
        <Heading className="article-card__title">
          <Link to="blog-article" params={{ slug: article.slug }}>
            {article.title}
          </Link>
        </Heading>
        {article.excerpt ? <p className="article-card__excerpt">{article.excerpt}</p> : null}
      </div>
    </article>
  );
}
