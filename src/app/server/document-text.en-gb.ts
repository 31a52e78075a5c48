/** The server's own HTML words in British English. */
import type { DocumentTexts } from './document-text';

const enGB: DocumentTexts = {
  noscript: 'This site needs JavaScript to display. Turn it on in your browser.',
  earlyTitle: 'Form not sent',
  earlyText: 'The form was sent before the page had finished loading: nothing was sent.',
  earlyBack: 'Go back to the form',
  earlyAgain: 'and send it again once the page has loaded.',
};

export default enGB;
