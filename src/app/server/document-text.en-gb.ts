/** The server's own words in British English. */
import type { DocumentTexts } from './document-text';

const enGB: DocumentTexts = {
  noscript: 'This site needs JavaScript to display. Turn it on in your browser.',
  earlyTitle: 'Form not sent',
  earlyText: 'The form was sent before the page had finished loading: nothing was sent.',
  earlyBack: 'Go back to the form',
  earlyAgain: 'and send it again once the page has loaded.',
  refusedHost: 'Request refused: invalid Host header.',
  refusedCookies: 'Request refused: cookies too large.',
  refusedLong: 'Request refused: address too long.',
  refusedEncoding: 'Request refused: badly encoded address.',
  refusedPath: 'Request refused: invalid path.',
  refusedMethod: 'Method not allowed.',
  unavailableTitle: 'Site temporarily unavailable',
  failedTitle: 'A technical problem occurred',
  errorStatus: 'Error {status}',
  errorText: 'A technical problem stops us from showing this page. Please try again in a moment.',
  errorReference: 'Incident reference: ',
  errorHome: 'Back to the home page',
  buildingTitle: 'Site under construction',
  buildingText: 'This site is being built. Come back soon!',
  buildingAdmin: 'Do you run this site?',
  buildingSignIn: 'Sign in to see it',
  suspendedTitle: 'Site unavailable',
  suspendedText: 'This site is no longer available at this address.',
};

export default enGB;
