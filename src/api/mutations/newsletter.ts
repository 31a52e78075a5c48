/** The site's newsletter sign-up (`POST /newsletter/subscribe`); the form words its failures. */
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { SubscribeNewsletterBody } from '../generated/types';
import { tenantKey } from '../queries/keys';

/** `POST /newsletter/subscribe`: an address (with the visitor's consent) joins the newsletter. */
export const subscribeNewsletterMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'subscribeNewsletter'),
    mutationFn: (body: SubscribeNewsletterBody) => api.call('subscribeNewsletter', { body }),
  });
