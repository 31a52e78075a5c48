/**
 * The admin's styles stay out of the visitors' stylesheet (the build makes one stylesheet for the
 * site): each admin view links its own files, as React 19 stylesheet resources. React puts them in
 * the head once, and holds the view until they have loaded, so it never shows unstyled.
 */
import gridSheet from '@glideapps/glide-data-grid/dist/index.css?url';
import barSheet from './admin-bar.css?url';
import editorSheet from './admin-editor.css?url';
import livePreviewSheet from './admin-live-preview.css?url';
import panelSheet from './admin-panel.css?url';

const SHEETS = {
  bar: [barSheet],
  panel: [panelSheet],
  grid: [gridSheet],
  preview: [panelSheet, livePreviewSheet],
  editor: [panelSheet, editorSheet],
} as const;

/** The stylesheets of one admin view. */
export function AdminStylesheet({ view }: { view: keyof typeof SHEETS }) {
  return SHEETS[view].map((href) => <link key={href} rel="stylesheet" href={href} precedence="admin" />);
}
