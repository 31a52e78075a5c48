/**
 * The admin's layout check (SPEC §6, §7 "Admin"): the hash of a layout's HTML checked, and when it
 * changed, its preview image uploaded. The panel words its failures (admin-layout-check.tsx).
 */
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { CheckLayoutHashBody, CheckLayoutHashPathParams, UploadLayoutPreviewBody } from '../generated/types';
import { tenantKey } from '../queries/keys';

/** `POST /admin/page/{idPage}/layout/{idLayout}/hash/check { html }`: whether the layout changed, and its hash. */
export const checkLayoutHashMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'checkLayoutHash'),
    mutationFn: ({ layout, body }: { layout: CheckLayoutHashPathParams; body: CheckLayoutHashBody }) =>
      api.call('checkLayoutHash', { pathParams: layout, body }),
  });

/** `PUT /admin/page/{idPage}/layout/{idLayout}/preview` (multipart): the layout's new preview image and hash. */
export const uploadLayoutPreviewMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'uploadLayoutPreview'),
    mutationFn: ({ layout, body }: { layout: CheckLayoutHashPathParams; body: UploadLayoutPreviewBody }) =>
      api.call('uploadLayoutPreview', { pathParams: layout, body }),
  });
