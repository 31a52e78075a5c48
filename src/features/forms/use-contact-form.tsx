/**
 * The contact form (`POST /message`, SPEC §7): its schema, labels and sending, for the contact-form
 * block. Rendered by the same lazy rjsf form as CMS forms (validator, summary, server errors).
 */
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { sendMessageMutation } from '@/api/mutations/forms';
import type { SendMessageBody } from '@/api/generated/types';
import { SCHEMA_PHONE_RULE, type RjsfFormDefinition } from './form-schema';

/** The subjects offered (sent as text: the API takes any subject). */
export const CONTACT_SUBJECTS = ['Une question', 'Une commande', 'Un bon cadeau', 'Un rendez-vous ou une visite', 'Un devis', 'Autre demande'] as const;

/** Schema + uiSchema of the contact form; limits as the contract's send-message request. */
export const contactFormDefinition: RjsfFormDefinition = {
  schema: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    required: ['firstname', 'lastname', 'email', 'subject', 'message', 'consent'],
    properties: {
      firstname: { type: 'string', title: 'Prénom', minLength: 1, maxLength: 100 },
      lastname: { type: 'string', title: 'Nom', minLength: 1, maxLength: 100 },
      email: { type: 'string', title: 'Adresse e-mail', format: 'email' },
      phone: { type: 'string', title: 'Téléphone', maxLength: 30, ...SCHEMA_PHONE_RULE },
      subject: { type: 'string', title: 'Objet', oneOf: CONTACT_SUBJECTS.map((s) => ({ const: s, title: s })) },
      message: { type: 'string', title: 'Votre message', minLength: 10, maxLength: 5000 },
      consent: {
        type: 'boolean',
        const: true,
        title: 'J’accepte que mes données soient utilisées pour répondre à ma demande, conformément à la politique de confidentialité.',
      },
    },
  },
  uiSchema: {
    'ui:order': ['firstname', 'lastname', 'email', 'phone', 'subject', 'message', 'consent'],
    'firstname': { 'ui:autocomplete': 'given-name' },
    'lastname': { 'ui:autocomplete': 'family-name' },
    'email': { 'ui:autocomplete': 'email', 'ui:placeholder': 'prenom@exemple.fr' },
    'phone': { 'ui:autocomplete': 'tel', 'ui:options': { inputType: 'tel' }, 'ui:help': 'Facultatif : pour être rappelé(e) si vous préférez.' },
    'subject': { 'ui:placeholder': 'Choisissez…' },
    'message': { 'ui:widget': 'textarea', 'ui:options': { rows: 6 }, 'ui:placeholder': 'Votre question, vos disponibilités…' },
  },
  fileFields: [],
};

function text(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** `send` for the contact form: the message as the contract's body; resolves with the thanks. */
export function useContactForm(): { definition: RjsfFormDefinition; send: (data: Record<string, unknown>) => Promise<string> } {
  const api = useApi();
  const { mutateAsync: sendMessage } = useMutation(sendMessageMutation(api));
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
    return 'Merci, votre message a bien été envoyé. Je vous réponds sous 48 heures ouvrées.';
  }
  return { definition: contactFormDefinition, send };
}
