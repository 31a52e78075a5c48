/**
 * The contact form (`POST /message`, SPEC §7): its schema, labels and sending, for the contact-form
 * block. Rendered by the same lazy rjsf form as CMS forms (validator, summary, server errors).
 */
import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { sendMessageMutation } from '@/api/mutations/forms';
import type { SendMessageBody } from '@/api/generated/types';
import { useMessages } from '@/features/i18n/use-messages';
import type { Say } from '@/lib/message-format';
import { schemaPhoneRule, type RjsfFormDefinition } from './form-schema';
import { formsMessages, type formsFr } from './messages';

/** The subjects offered (sent as text, in the page's language: the API takes any subject). */
const CONTACT_SUBJECTS = ['subjectQuestion', 'subjectOrder', 'subjectGift', 'subjectVisit', 'subjectQuote', 'subjectOther'] as const;

/** Schema + uiSchema of the contact form in the page's words; limits as the contract's send-message request. */
function contactFormDefinition(t: Say<typeof formsFr>): RjsfFormDefinition {
  return {
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      required: ['firstname', 'lastname', 'email', 'subject', 'message', 'consent'],
      properties: {
        firstname: { type: 'string', title: t('firstname'), minLength: 1, maxLength: 100 },
        lastname: { type: 'string', title: t('lastname'), minLength: 1, maxLength: 100 },
        email: { type: 'string', title: t('email'), format: 'email' },
        phone: { type: 'string', title: t('phone'), maxLength: 30, ...schemaPhoneRule(t('phoneInvalid')) },
        subject: { type: 'string', title: t('subject'), oneOf: CONTACT_SUBJECTS.map((key) => ({ const: t(key), title: t(key) })) },
        message: { type: 'string', title: t('message'), minLength: 10, maxLength: 5000 },
        consent: { type: 'boolean', const: true, title: t('consent') },
      },
    },
    uiSchema: {
      'ui:order': ['firstname', 'lastname', 'email', 'phone', 'subject', 'message', 'consent'],
      'firstname': { 'ui:autocomplete': 'given-name' },
      'lastname': { 'ui:autocomplete': 'family-name' },
      'email': { 'ui:autocomplete': 'email', 'ui:placeholder': t('emailExample') },
      'phone': { 'ui:autocomplete': 'tel', 'ui:options': { inputType: 'tel' }, 'ui:help': t('phoneHelp') },
      'subject': { 'ui:placeholder': t('choose') },
      'message': { 'ui:widget': 'textarea', 'ui:options': { rows: 6 }, 'ui:placeholder': t('messagePlaceholder') },
    },
    fileFields: [],
  };
}

function text(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * `send` for the contact form: the message as the contract's body; resolves with the thanks, then
 * `thanks` when given: what the site says next in its own voice (« Je vous réponds… », « Nous… »).
 */
export function useContactForm(thanks?: string): { definition: RjsfFormDefinition; send: (data: Record<string, unknown>) => Promise<string> } {
  const api = useApi();
  const { mutateAsync: sendMessage } = useMutation(sendMessageMutation(api));
  const t = useMessages(formsMessages);
  // One definition per language: rjsf and the validator cache by identity.
  const definition = useMemo(() => contactFormDefinition(t), [t]);
  async function send(data: Record<string, unknown>): Promise<string> {
    const body: SendMessageBody = {
      firstname: text(data, 'firstname'),
      lastname: text(data, 'lastname'),
      email: text(data, 'email'),
      phone: text(data, 'phone') || null,
      subject: text(data, 'subject') || null,
      message: text(data, 'message'),
      consent: true,
    };
    await sendMessage(body);
    return thanks ? `${t('contactSent')} ${thanks}` : t('contactSent');
  }
  return { definition, send };
}
