/**
 * File field for rjsf forms: checks each chosen file's type (`ui:options.accept`) and size
 * (`ui:options.maxSizeMb`) *before* reading it, says why a file is refused (in the form's words), lists the kept
 * files with a remove button, and stores them as data URLs carrying their name (rjsf's convention),
 * so a failed submission keeps them and the multipart body turns them back into files (SPEC §7).
 */
import { useId, useState, type ChangeEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { formatFileSize, rjsfSayOf } from './words';

const NAMED_DATA_URL = /^data:([^;,]*)(?:;name=([^;,]*))?;base64,(.*)$/s;

/** Name (empty when the data URL has none), type and byte size of a file stored as a data URL. */
export function describeDataUrl(dataUrl: string): { name: string; type: string; size: number } | null {
  const match = NAMED_DATA_URL.exec(dataUrl);
  if (!match) return null;
  const payload = match[3] ?? '';
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return {
    name: match[2] ? decodeURIComponent(match[2]) : '',
    type: match[1] || 'application/octet-stream',
    size: Math.max(0, Math.floor((payload.length * 3) / 4) - padding),
  };
}

/** True when the file matches an `accept` list (`.pdf`, `image/*`, `application/pdf`). */
export function fileMatchesAccept(file: { name: string; type: string }, accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => (token.startsWith('.') ? name.endsWith(token) : token.endsWith('/*') ? type.startsWith(token.slice(0, -1)) : type === token));
}

function readAsNamedDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('Lecture impossible'));
    reader.onload = () => {
      const raw = typeof reader.result === 'string' ? reader.result : '';
      const withType = raw.replace(/^data:;/, `data:${file.type || 'application/octet-stream'};`);
      resolve(withType.replace(';base64,', `;name=${encodeURIComponent(file.name)};base64,`));
    };
    reader.readAsDataURL(file);
  });
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

/** rjsf widget for `format: "data-url"` strings and arrays of them. */
export function FileWidget(props: WidgetProps) {
  const { id, value, onChange, multiple, options, disabled, readonly, required, rawErrors, autofocus, registry } = props;
  const say = rjsfSayOf(registry);
  const rejectId = useId();
  const [rejected, setRejected] = useState<string[]>([]);
  const accept = typeof options.accept === 'string' ? options.accept : undefined;
  const maxSizeMb = typeof options.maxSizeMb === 'number' ? options.maxSizeMb : undefined;
  const current = asList(value);

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // Let the visitor pick the same file again after removing it.
    input.value = '';
    const problems: string[] = [];
    const kept: File[] = [];
    for (const file of files) {
      if (!fileMatchesAccept(file, accept))
        problems.push(
          accept ? say('fileNotAcceptedOf', { name: file.name, types: accept.split(',').join(', ') }) : say('fileNotAccepted', { name: file.name }),
        );
      else if (maxSizeMb !== undefined && file.size > maxSizeMb * 1024 * 1024)
        problems.push(say('fileTooBig', { name: file.name, size: formatFileSize(file.size, say), max: say('sizeMb', { size: maxSizeMb }) }));
      else kept.push(file);
    }
    setRejected(problems);
    if (kept.length === 0) return;
    try {
      const urls = await Promise.all(kept.map(readAsNamedDataUrl));
      onChange(multiple ? [...current, ...urls] : urls[0]);
    } catch {
      setRejected([...problems, say('fileUnreadable')]);
    }
  }

  function remove(index: number) {
    const next = current.filter((_, i) => i !== index);
    onChange(multiple ? next : undefined);
  }

  const describedBy = [ariaDescribedByIds(id), rejected.length ? rejectId : ''].filter(Boolean).join(' ');
  return (
    <div className="rjsf-file">
      <input
        id={id}
        name={id}
        type="file"
        className="rjsf-file__input"
        multiple={multiple}
        accept={accept}
        disabled={disabled || readonly}
        required={required && current.length === 0}
        autoFocus={autofocus}
        aria-describedby={describedBy}
        aria-invalid={rejected.length > 0 || (rawErrors?.length ?? 0) > 0 ? true : undefined}
        onChange={(event) => void onFiles(event)}
      />
      <div id={rejectId} className="rjsf-file__rejected" role="alert">
        {rejected.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      {current.length > 0 ? (
        <ul className="rjsf-file__list" aria-label={say('filesAttached')}>
          {current.map((url, index) => {
            const info = describeDataUrl(url);
            const name = info?.name || say('fileUnnamed');
            return (
              <li key={`${name}-${index}`} className="rjsf-file__item">
                <span>
                  {name}
                  {info ? <span className="rjsf-file__size"> ({formatFileSize(info.size, say)})</span> : null}
                </span>
                <button
                  type="button"
                  className="rjsf-file__remove"
                  onClick={() => remove(index)}
                  disabled={disabled || readonly}
                  aria-label={say('fileRemoveNamed', { name })}
                >
                  {say('fileRemove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
