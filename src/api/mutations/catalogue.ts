/** The product's technical file (PDF), generated on demand: a read with an effect, made on a click. */
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { tenantKey } from '../queries/keys';

/** Which product's file: the product's own, or one of its declinations'. */
export interface TechnicalFileOf {
  id: number;
  idDeclination: number | null;
}

/**
 * `GET /product/generate/file/{id}` or `…/{id}/{idDeclination}`: the file is made now, so never
 * cached; resolves with its URL and file name.
 */
export const technicalFileMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'generateTechnicalFile'),
    mutationFn: ({ id, idDeclination }: TechnicalFileOf) =>
      idDeclination === null
        ? api.call('generateTechnicalFile', { pathParams: { id } })
        : api.call('generateDeclinationTechnicalFile', { pathParams: { id, idDeclination } }),
  });
