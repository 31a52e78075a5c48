import { Icon } from './icon';
import './offline-banner.css';

/**
 * Tells the visitor the connection is lost (SPEC §2 "online and offline status"). A polite live
 * region: announced once, without interrupting.
 */
export function OfflineBanner({ offline, title, message }: { offline: boolean; title: string; message: string }) {
  return (
    <div className="offline-banner" role="status" aria-live="polite" data-offline={offline}>
      {offline ? (
        <p className="offline-banner__box">
          <Icon name="wifi-slash" size="1.25rem" />
          <span>
            <strong>{title}</strong> {message}
          </span>
        </p>
      ) : null}
    </div>
  );
}
