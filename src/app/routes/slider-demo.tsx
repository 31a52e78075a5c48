/**
 * Test page of the full-screen slider (SPEC §2): not linked from any menu and marked `noindex`.
 * Albums (a later issue) will open the slider the same way: `openSlider({ items, index, title })`.
 * `tests/e2e/slider.spec.ts` drives it.
 */
import { useI18n } from '@/features/i18n/use-i18n';
import { openSlider, type SliderItem } from '@/ui/ui-events';
import { useDocumentMeta } from './document-meta';
import '@/app/styles/slider-demo.css';

const ITEMS: readonly SliderItem[] = [
  { src: '/demo/albums/le-studio/salle-de-massage.svg', alt: 'La salle de massage, table prête et lumière tamisée', caption: 'La salle de massage' },
  { src: '/demo/albums/le-studio/huiles-et-galets.svg', alt: 'Flacons d’huiles végétales et galets de basalte', caption: 'Huiles et galets chauds' },
  { src: '/demo/albums/le-studio/coin-accueil.svg', alt: 'Le coin accueil avec son fauteuil et une tasse de tisane', caption: 'Le coin accueil' },
  { src: '/demo/albums/le-studio/jardin.svg', alt: 'Le jardin du studio au printemps', caption: 'Le jardin' },
];

/** Route component. */
export function Component() {
  const { t } = useI18n();
  useDocumentMeta({ title: t('sliderDemo.title'), description: t('sliderDemo.intro'), robots: 'noindex, nofollow' });
  return (
    <section className="slider-demo container">
      <h1 className="slider-demo__title">{t('sliderDemo.title')}</h1>
      <p className="slider-demo__intro">{t('sliderDemo.intro')}</p>
      <ul className="slider-demo__grid">
        {ITEMS.map((item, index) => (
          <li key={item.src}>
            <button type="button" className="slider-demo__thumb" onClick={() => openSlider({ items: ITEMS, index, title: t('sliderDemo.title') })}>
              <img src={item.src} alt="" />
              <span className="visually-hidden">{t('sliderDemo.open', { position: index + 1, alt: item.alt })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
