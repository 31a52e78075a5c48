/**
 * The member's account writes (SPEC §4, §7), one factory per call: the call and what it makes stale.
 * The forms word their failures (`useFormSubmission`, `failureMessage`).
 */
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { UpdateNewsletterSubscriptionBody, UpdatePasswordBody, UpdateUserBody } from '../generated/types';
import { tenantKey } from '../queries/keys';
import { newsletterSubscriptionQueryOptions } from '../queries/account';

/** `PUT /user`: the member's identity; resolves with the member as saved (the session takes it). */
export const updateUserMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'updateUser'),
    mutationFn: (body: UpdateUserBody) => api.call('updateUser', { body }),
  });

/** `PUT /user/password`: a new password, given with the old one. */
export const updatePasswordMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'updatePassword'),
    mutationFn: (body: UpdatePasswordBody) => api.call('updatePassword', { body }),
  });

/** `DELETE /user`: the account is gone (the caller then logs out, which drops the member's cache). */
export const deleteUserMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'deleteUser'),
    mutationFn: () => api.call('deleteUser'),
  });

/** `PUT /user/newsletter/subscription`: the member's newsletter lists: the subscription query takes the answer. */
export const updateNewsletterSubscriptionMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'updateNewsletterSubscription'),
    mutationFn: (body: UpdateNewsletterSubscriptionBody) => api.call('updateNewsletterSubscription', { body }),
    onSuccess: (next, _body, _context, { client }) => {
      client.setQueryData(newsletterSubscriptionQueryOptions(api).queryKey, next);
    },
  });
