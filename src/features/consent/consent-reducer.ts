/**
 * The consent reducer (DESIGN.md §5: pure, immer): what each of the visitor's actions does to the
 * consent state (consent-state.ts holds the state, its rules and what reads it). A module of its own,
 * loaded by the store when a choice is to be made (consent-store.ts): a returning visitor's page
 * reads the stored choice (`restoredState`) and never needs it, nor immer (decision 011: a static
 * page's first JavaScript).
 */
import { produce } from 'immer';
import { answerAll, needsChoice, restoredState, type ConsentAction, type ConsentState } from './consent-state';
import type { ToolId } from './tools';

/** The consent reducer (pure, immer). */
export const consentReducer = produce((draft: ConsentState, action: ConsentAction): ConsentState | undefined => {
  switch (action.type) {
    case 'restore':
      return restoredState(draft, action.choice, action.at);
    case 'acceptAll':
      draft.choice = { at: action.at, tools: answerAll(draft, true), embeds: draft.choice?.embeds ?? [] };
      draft.view = 'hidden';
      return;
    case 'refuseAll':
    case 'dismiss':
      // Refusing everything withdraws the embeds too: "tout refuser" means nothing from third parties.
      draft.choice = { at: action.at, tools: answerAll(draft, false), embeds: [] };
      draft.view = 'hidden';
      return;
    case 'save': {
      const tools: Partial<Record<ToolId, boolean>> = {};
      // Every configured tool gets an answer: a tool left out of the form is a "no", never "ask later".
      for (const tool of draft.tools) tools[tool] = action.tools[tool] === true;
      draft.choice = { at: action.at, tools, embeds: [...new Set(action.embeds)] };
      draft.view = 'hidden';
      return;
    }
    case 'openPreferences':
      draft.view = 'preferences';
      return;
    case 'closePreferences':
      // Closing the details without saving changes nothing: back to the banner if still unanswered.
      draft.view = needsChoice(draft) ? 'banner' : 'hidden';
      return;
  }
});
