import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button, textButtonClassName } from './button';
import { trapTab, useModalFocus } from './use-modal-focus';
import './consent-dialog.css';

/** One tool as the dialog lists it. */
export interface ConsentDialogTool {
  id: string;
  name: string;
  provider: string;
  purpose: string;
  cookies: Array<{ name: string; duration: string }>;
  /** Ticked when the dialog opens: the current answer (never ticked in advance for a tool needing consent). */
  checked: boolean;
  /** Shown under the name (e.g. the CNIL-exemption note). */
  note?: string;
}

/** One allowed embed provider (unticking withdraws it). */
export interface ConsentDialogEmbed {
  id: string;
  name: string;
}

/** Texts of {@link ConsentDialog}. */
export interface ConsentDialogLabels {
  title: string;
  intro: string;
  /** Before a tool's cookies, its colon and space included (« Cookies déposés : », "Cookies set: "). */
  cookies: string;
  noCookie: string;
  /** Read before each tool's name by screen readers ("Accepter"): what ticking means. */
  acceptPrefix: string;
  embedsTitle: string;
  embedsIntro: string;
  save: string;
  acceptAll: string;
  refuseAll: string;
  close: string;
}

/** Props of {@link ConsentDialog}. */
export interface ConsentDialogProps {
  labels: ConsentDialogLabels;
  tools: ConsentDialogTool[];
  embeds: ConsentDialogEmbed[];
  onSave(tools: Record<string, boolean>, embeds: string[]): void;
  onAcceptAll(): void;
  onRefuseAll(): void;
  /** Close without saving (Esc, the close button). */
  onClose(): void;
}

/**
 * "Personnaliser": each configured tool with its purpose, recipient and cookies (with durations),
 * and a checkbox per tool. A modal dialog the visitor opened: focus moves in and back, Esc closes.
 * "Tout refuser" and "Tout accepter" stay one click away here too, beside "Enregistrer mes choix".
 */
export function ConsentDialog({ labels, tools, embeds, onSave, onAcceptAll, onRefuseAll, onClose }: ConsentDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [answers, setAnswers] = useState<Record<string, boolean>>(() => Object.fromEntries(tools.map((t) => [t.id, t.checked])));
  const [kept, setKept] = useState<string[]>(() => embeds.map((e) => e.id));
  useModalFocus(dialogRef);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    trapTab(event, dialogRef.current);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(answers, kept);
  }

  return createPortal(
    <div className="consent-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialogRef} onKeyDown={onKeyDown}>
      <div className="consent-dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <form className="consent-dialog__panel" onSubmit={submit}>
        <div className="consent-dialog__head">
          <h2 id={titleId} className="consent-dialog__title">
            {labels.title}
          </h2>
          <button type="button" className={textButtonClassName} onClick={onClose}>
            {labels.close}
          </button>
        </div>
        <p className="consent-dialog__intro">{labels.intro}</p>
        <ul className="consent-dialog__tools">
          {tools.map((tool) => (
            <li key={tool.id} className="consent-dialog__tool">
              <label className="consent-dialog__switch">
                <input
                  type="checkbox"
                  name={tool.id}
                  checked={answers[tool.id] ?? false}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setAnswers((current) => ({ ...current, [tool.id]: checked }));
                  }}
                />
                <span className="consent-dialog__tool-name">
                  <span className="visually-hidden">{labels.acceptPrefix} </span>
                  {tool.name}
                </span>
              </label>
              {tool.note ? <p className="consent-dialog__note">{tool.note}</p> : null}
              <p className="consent-dialog__purpose">{tool.purpose}</p>
              <p className="consent-dialog__provider">{tool.provider}</p>
              <p className="consent-dialog__cookies">
                <span>{labels.cookies}</span>
                {tool.cookies.length === 0 ? labels.noCookie : tool.cookies.map((c) => `${c.name} (${c.duration})`).join(', ')}
              </p>
            </li>
          ))}
        </ul>
        {embeds.length > 0 ? (
          <fieldset className="consent-dialog__embeds">
            <legend>{labels.embedsTitle}</legend>
            <p className="consent-dialog__intro">{labels.embedsIntro}</p>
            {embeds.map((embed) => (
              <label key={embed.id} className="consent-dialog__switch">
                <input
                  type="checkbox"
                  name={`embed-${embed.id}`}
                  checked={kept.includes(embed.id)}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setKept((current) => (checked ? [...current, embed.id] : current.filter((id) => id !== embed.id)));
                  }}
                />
                <span className="consent-dialog__tool-name">{embed.name}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="consent-dialog__actions">
          <Button variant="primary" className="consent-dialog__choice" onClick={onRefuseAll}>
            {labels.refuseAll}
          </Button>
          <Button variant="primary" className="consent-dialog__choice" onClick={onAcceptAll}>
            {labels.acceptAll}
          </Button>
          <Button variant="secondary" type="submit" className="consent-dialog__save">
            {labels.save}
          </Button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
