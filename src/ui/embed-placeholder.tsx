import { Button } from './button';
import './embed-placeholder.css';

/** Props of {@link EmbedPlaceholder}. */
export interface EmbedPlaceholderProps {
  /** The sentence naming the provider (e.g. "Ce contenu est hébergé par YouTube…"). */
  text: string;
  /** The button's label ("Charger le contenu"). */
  loadLabel: string;
  /** What the content is, for the region's name (e.g. "Vidéo : Le massage californien"). */
  title: string;
  onLoad(): void;
}

/**
 * Stands in for third-party content (video player, map, booking frame) until the visitor allows its
 * provider: nothing is requested from the provider before the button is pressed. Feed it from the
 * consent feature's `useEmbedConsent(provider)`.
 */
export function EmbedPlaceholder({ text, loadLabel, title, onLoad }: EmbedPlaceholderProps) {
  return (
    <div className="embed-placeholder" role="group" aria-label={title}>
      <p className="embed-placeholder__text">{text}</p>
      <Button variant="secondary" onClick={onLoad}>
        {loadLabel}
      </Button>
    </div>
  );
}
