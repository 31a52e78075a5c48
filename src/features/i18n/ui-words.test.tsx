/**
 * What src/ui's pieces say themselves follows the page's language (issue 36): each piece given
 * `useUiWords()` on an English page says it in English with no French left, and on a French page
 * exactly what it said before the words moved to a book.
 */
import { act, render, screen, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ElementFacts } from '@/ui/element-facts';
import { ListError } from '@/ui/list-states';
import { MediaGrid } from '@/ui/media-grid';
import { Pagination, type PaginationLinkProps } from '@/ui/pagination';
import { QuoteCard } from '@/ui/quote-card';
import { RatingStars } from '@/ui/rating-stars';
import { I18nProvider, useLocale } from './use-i18n';
import { htmlLang } from '@/lib/locale';
import { useUiWords } from './use-ui-words';

/** Words of French a piece used to say, none of which an English page may show (letters in any case, accents included). */
const FRENCH =
  /Réessayer|Nouvel essai|Précédente|Suivante|précédente|suivante|Agrandir|Lire la|vidéo| sur |Lieu|Tarif|Gratuit|Complet|restantes|Plus qu|Note|avis|«|»/u;

const link = ({ children, ...props }: PaginationLinkProps) => (
  <a key={props.href} {...props}>
    {children}
  </a>
);

function Pieces({ retrying }: { retrying: boolean }) {
  const say = useUiWords();
  const language = htmlLang(useLocale().locale);
  return (
    <>
      <ListError message="…" onRetry={() => undefined} retrying={retrying} say={say} />
      <Pagination page={2} pages={3} hrefFor={(p) => `/actualites?page=${p}`} renderLink={link} label="Pages" say={say} />
      <MediaGrid
        title="Album"
        items={[
          { id: 1, src: '/demo/a.jpg', alt: 'Le chai' },
          { id: 2, src: '/demo/b.mp4', alt: '', poster: '/demo/b.jpg' },
        ]}
        say={say}
      />
      <ElementFacts
        className="facts-a"
        startDate="2026-12-11T18:00:00Z"
        endDate="2026-12-11T21:00:00Z"
        location="Brem-sur-Mer"
        price={25}
        remaining={1}
        say={say}
        language={language}
      />
      <ElementFacts className="facts-d" startDate="2026-09-19T07:00:00Z" endDate="2026-09-20T16:00:00Z" say={say} language={language} />
      <ElementFacts className="facts-e" startDate="2026-12-12T09:30:00Z" say={say} language={language} />
      <ElementFacts className="facts-b" price={0} remaining={3} say={say} language={language} />
      <ElementFacts className="facts-c" remaining={0} say={say} language={language} />
      <RatingStars rating={4.86} say={say} />
      <ul>
        <QuoteCard quote="Une visite passionnante, et des vins superbes." author="Claire" rating={5} cropAt={20} say={say} />
      </ul>
    </>
  );
}

async function renderIn(locale: string, node: ReactNode) {
  const view = await act(async () =>
    render(
      <Suspense fallback={<p>…</p>}>
        <I18nProvider locale={locale}>{node}</I18nProvider>
      </Suspense>,
    ),
  );
  await screen.findByRole('alert');
  return view;
}

/** Every text a visitor or a screen reader gets: the text and the accessible names. */
function everythingSaid(container: HTMLElement): string {
  const labels = [...container.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
  return [container.textContent, ...labels].join(' | ');
}

function facts(container: HTMLElement, className: string): string {
  return container.querySelector(`.${className}`)?.textContent ?? '';
}

describe('src/ui’s own words (useUiWords)', () => {
  it('are English on an English page, with nothing left in French', async () => {
    const { container } = await renderIn('en_GB', <Pieces retrying={false} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveTextContent('‹ Previous');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveTextContent('Next ›');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/actualites?page=3');
    expect(screen.getByRole('button', { name: 'Enlarge photo 1 of 2: Le chai' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video 2 of 2' })).toBeInTheDocument();
    expect(facts(container, 'facts-a')).toBe('DateFriday, 11 December 2026, 19:00 – 22:00VenueBrem-sur-MerPrice€25PlacesOnly one left');
    expect(facts(container, 'facts-d')).toBe('Datefrom Saturday 19 to Sunday 20 September 2026');
    expect(facts(container, 'facts-e')).toBe('DateSaturday, 12 December 2026, 10:30');
    expect(facts(container, 'facts-b')).toBe('PriceFreePlaces3 left');
    expect(facts(container, 'facts-c')).toBe('PlacesFull');
    expect(screen.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('“Une visite passionn…”')).toBeInTheDocument();
    // The name as its text reads (jsdom's name computation drops the space before the hidden part; a browser keeps it).
    expect(screen.getByRole('button', { name: /^Read more/ })).toHaveTextContent(/^Read more of Claire’s review$/);
    // The quote is the customer's own French; everything around it is English.
    expect(everythingSaid(container).replace('Une visite passionn…', '')).not.toMatch(FRENCH);
  });

  it('say they are trying again, in English, while a list’s retry runs', async () => {
    await renderIn('en_GB', <Pieces retrying />);
    expect(screen.getByRole('button', { name: 'Trying again…' })).toBeDisabled();
  });

  it('are word for word the French they were on a French page', async () => {
    const { container } = await renderIn('fr_FR', <Pieces retrying={false} />);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toHaveTextContent('‹ Précédente');
    expect(within(nav).getByRole('link', { name: 'Page suivante' })).toHaveTextContent('Suivante ›');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agrandir la photo 1 sur 2\u00a0: Le chai' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lire la vidéo 2 sur 2' })).toBeInTheDocument();
    expect(facts(container, 'facts-a')).toBe('Datevendredi 11 décembre 2026, 19\u00a0h – 22\u00a0hLieuBrem-sur-MerTarif25\u00a0€PlacesPlus qu’une');
    expect(facts(container, 'facts-d')).toBe('Datedu samedi 19 au dimanche 20 septembre 2026');
    expect(facts(container, 'facts-e')).toBe('Datesamedi 12 décembre 2026, 10\u00a0h\u00a030');
    expect(facts(container, 'facts-b')).toBe('TarifGratuitPlaces3 restantes');
    expect(facts(container, 'facts-c')).toBe('PlacesComplet');
    expect(screen.getByRole('img', { name: 'Note\u00a0: 4,9 sur 5' })).toBeInTheDocument();
    expect(screen.getByText('« Une visite passionn… »')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Lire la suite/ })).toHaveTextContent(/^Lire la suite de l’avis de Claire$/);
  });

  it('say « Nouvel essai… » in French while a list’s retry runs', async () => {
    await renderIn('fr_FR', <Pieces retrying />);
    expect(screen.getByRole('button', { name: 'Nouvel essai…' })).toBeDisabled();
  });
});
