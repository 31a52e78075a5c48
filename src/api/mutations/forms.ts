/**
 * What visitors send through the site's forms (SPEC §7 "Content"): the contact message, a CMS form,
 * a registration for an element (event, workshop…). The contact and CMS forms word their failures
 * in the page's language (the forms' book, issue 36); the registration, French only, says its own here.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { RegisterForElementBody, SendMessageBody, SubmitFormBody } from '../generated/types';
import { callKeyPrefix, tenantKey } from '../queries/keys';
import { elementQueryOptions } from '../queries/content';

/** `POST /message`: the contact form's message. */
export const sendMessageMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'sendMessage'),
    mutationFn: (body: SendMessageBody) => api.call('sendMessage', { body }),
  });

/** `POST /forms/{id}/submit` (multipart: values as JSON, files under `image`/`images`). */
export const submitFormMutation = (api: ApiClient, id: number) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'submitForm', id),
    mutationFn: (body: SubmitFormBody) => api.call('submitForm', { pathParams: { id }, body }),
  });

/** `POST /element/{route}/{id}/register`: the element (its places left) and its lists are stale. */
export const registerForElementMutation = (api: ApiClient, route: string, id: number) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'registerForElement', route, id),
    mutationFn: (body: RegisterForElementBody) => api.call('registerForElement', { pathParams: { route, id }, body }),
    // Not awaited: the thanks shows at once, the lists follow.
    onSuccess: (_answer, _body, _context, { client }) => {
      void client.invalidateQueries({ queryKey: elementQueryOptions(api, route, id).queryKey });
      void client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getElements', { route }) });
    },
  });
