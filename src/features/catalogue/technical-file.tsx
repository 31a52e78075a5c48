/** "Télécharger la fiche technique (PDF)": the product's (or the chosen declination's) file, generated on demand. */
import { useState } from 'react';
import { useMessages } from '@/features/i18n/use-messages';
import { catalogueMessages } from './messages';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { technicalFileMutation } from '@/api/mutations/catalogue';
import { runMutation } from '@/api/mutations/run';
import type { Declination, Product } from '@/api/generated/types';
import { reportError } from '@/lib/report-error';
import { Button } from '@/ui/button';

/** The download button, when the site has a technical-file model (`available`). */
export function TechnicalFile({ product, declination, available }: { product: Product; declination: Declination | null; available: boolean }) {
  const t = useMessages(catalogueMessages);
  const api = useApi();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  if (!available) return null;
  async function download() {
    setState('busy');
    try {
      const file = await runMutation(queryClient, technicalFileMutation(api), { id: product.id, idDeclination: declination?.id ?? null });
      const link = Object.assign(document.createElement('a'), { href: file.url, download: file.filename });
      document.body.append(link);
      link.click();
      link.remove();
      setState('idle');
    } catch (error) {
      reportError(error, { where: 'product technical file', level: 'warning' });
      setState('error');
    }
  }
  return (
    <div className="product-page__file">
      <Button variant="secondary" size="sm" onClick={() => void download()} disabled={state === 'busy'}>
        {state === 'busy' ? t('technicalFileBusy') : t('technicalFile')}
      </Button>
      {state === 'error' ? (
        <p className="product-page__error" role="alert">
          {t('technicalFileFailed')}
        </p>
      ) : null}
    </div>
  );
}
