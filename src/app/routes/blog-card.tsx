/** An article as a card (listing, folder pages, "À lire aussi"): cover, folder, date, title, excerpt. */
import { Link } from 'react-router';
import type { Blog } from '@/api/generated/types';
import { blogArticlePath } from '@/lib/blog-paths';
import { cropText, stripHtml } from '@/lib/crop-text';
import { frenchSpacing } from '@/lib/french-typography';
import { formatDayIn } from '@/lib/dates-in';
import { htmlLang } from '@/lib/locale';
import { useLocale } from '@/features/i18n/use-locale';
import { cardGrid } from '@/ui/card-grid';

/** Intrinsic size of the demo covers (8:5); the CSS keeps that ratio whatever the file, so nothing shifts. */
export const COVER_SIZE = { width: 800, height: 500 } as const;

/** The excerpt of a card: the summary, else the text of the article, cropped at 120 characters on a word (SPEC §5, §9). */
export function articleExcerpt(article: Pick<Blog, 'summary' | 'content'>): string {
  return cropText(article.summary?.trim() || stripHtml(article.content ?? ''));
}

/** Props of {@link BlogCard}. */
export interface BlogCardProps {
  article: Blog;
  /** Name of the article's folder, shown above the title. */
  folderName?: string | null;
  /** Level of the card's title: 2 under the page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}

/** One article card; the whole card is clickable through its title link. */
export function BlogCard({ article, folderName, headingLevel = 2 }: BlogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const language = htmlLang(useLocale().locale);
  return (
    <li className={cardGrid.card}>
      {article.image ? (
        <img
          className={cardGrid.img}
          src={article.image.url}
          alt={article.image.alt ?? ''}
          width={COVER_SIZE.width}
          height={COVER_SIZE.height}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={cardGrid.img} aria-hidden="true" />
      )}
      <div className={cardGrid.body}>
        <p className={cardGrid.meta}>
          {folderName ? <span className="blog-card__folder">{folderName}</span> : null}
          <time dateTime={article.date}>{formatDayIn(language, article.date)}</time>
        </p>
        <Heading className={cardGrid.title}>
          <Link to={blogArticlePath(article)} className={cardGrid.link}>
            {frenchSpacing(article.title)}
          </Link>
        </Heading>
        <p className={cardGrid.text}>{frenchSpacing(articleExcerpt(article))}</p>
      </div>
    </li>
  );
}
