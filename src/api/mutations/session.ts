/**
 * Logging in and out of an account's life (SPEC §4, §7): login, registration, password reset, one
 * factory per call. The forms word their failures (`useFormSubmission`).
 */
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { AskPasswordResetBody, LoginBody, RegisterBody, ResetPasswordBody } from '../generated/types';
import { tenantKey } from '../queries/keys';

/**
 * `POST /login`, then `GET /user` with the new token: resolves with the member. `keepToken` stores
 * the token and site id where the next calls read them (the login cookies), before the member is
 * read; it throws when it cannot (the browser refused the cookie), and the login fails with that error.
 */
export const loginMutation = (api: ApiClient, keepToken: (token: string, idSite: number) => void) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'login'),
    mutationFn: async ({ email, password }: LoginBody) => {
      // An address typed or pasted with a space around it still logs in.
      const { token, idSite } = await api.call('login', { body: { email: email.trim(), password } });
      keepToken(token, idSite);
      return api.call('getUser');
    },
  });

/** `POST /register`: the account is created (logging in is a second step, `loginMutation`). */
export const registerMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'register'),
    mutationFn: (body: RegisterBody) => api.call('register', { body }),
  });

/** `PUT /password/reset/ask`: a reset link is sent to the address. */
export const askPasswordResetMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'askPasswordReset'),
    mutationFn: (body: AskPasswordResetBody) => api.call('askPasswordReset', { body }),
  });

/** `PUT /password/reset`: a new password with the code of the e-mail. */
export const resetPasswordMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'resetPassword'),
    mutationFn: (body: ResetPasswordBody) => api.call('resetPassword', { body }),
  });
