/**
 * The page editor's block list (issue 35): every block, containers' children indented under them,
 * each with select, « Monter », « Descendre », « Dupliquer », « Supprimer », and a drag handle
 * (dnd-kit: pointer, touch, and keyboard — Space, arrows, Space — with spoken instructions).
 * Blocks move among their siblings. The list is memoised and each row too: changing one block
 * re-renders one row; selecting one re-renders the two rows whose selection changed (each row reads
 * the selection from the editor's store, admin-editor-selection.ts), never the 200 of a long page.
 */
import { memo, useCallback, useMemo } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Block } from '@/api/generated/types';
import { format } from '@/features/i18n/i18n';
import { useSelectionIs } from './admin-editor-selection';
import { adminText } from './admin-text';

/** What a row can ask for. */
export interface BlockActions {
  select(id: string): void;
  move(id: string, delta: number): void;
  moveTo(id: string, overId: string): void;
  duplicate(id: string): void;
  remove(id: string): void;
}

/** What dnd-kit says while a block moves, with the blocks' labels (`nameOf`: an id's label). */
function announcementsOf(nameOf: (id: string | number) => string) {
  return {
    onDragStart: ({ active }: { active: { id: string | number } }) => `Bloc ${nameOf(active.id)} saisi.`,
    onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `Bloc ${nameOf(active.id)} au-dessus de ${nameOf(over.id)}.` : `Bloc ${nameOf(active.id)} hors de la liste.`,
    onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `Bloc ${nameOf(active.id)} déposé à la place de ${nameOf(over.id)}.` : `Bloc ${nameOf(active.id)} reposé.`,
    onDragCancel: ({ active }: { active: { id: string | number } }) => `Déplacement du bloc ${nameOf(active.id)} annulé.`,
  };
}

const screenReaderInstructions = {
  draggable: 'Pour déplacer le bloc, appuyez sur Espace, puis utilisez les flèches haut et bas, et Espace pour le déposer ou Échap pour annuler.',
};

/*
 * The sensors' options and the accessibility texts are constants: dnd-kit rebuilds its activators
 * (and every sortable row, through its context) when a sensor's options are a new object.
 */
const POINTER = { activationConstraint: { distance: 6 } };
const TOUCH = { activationConstraint: { delay: 200, tolerance: 8 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * The list of blocks, sortable (the selection comes from the editor's SelectionContext); `labels`:
 * each block's label by id (admin-block-label.ts).
 */
export const BlockList = memo(function BlockList({
  blocks,
  labels,
  actions,
}: {
  blocks: readonly Block[];
  labels: ReadonlyMap<string, string>;
  actions: BlockActions;
}) {
  // A new object when the labels change: dnd-kit gives it to its live region only (not to the rows' context).
  const accessibility = useMemo(() => ({ announcements: announcementsOf((id) => labels.get(String(id)) ?? String(id)), screenReaderInstructions }), [labels]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(TouchSensor, TOUCH), useSensor(KeyboardSensor, KEYBOARD));
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (over && active.id !== over.id) actions.moveTo(String(active.id), String(over.id));
    },
    [actions],
  );
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <Siblings blocks={blocks} labels={labels} depth={0} actions={actions} />
    </DndContext>
  );
});

function Siblings({ blocks, labels, depth, actions }: { blocks: readonly Block[]; labels: ReadonlyMap<string, string>; depth: number; actions: BlockActions }) {
  // The same ids in the same order keep one array: a new one would re-render every row of the
  // list through dnd-kit's context at each keystroke in a form (a 200-block page).
  const order = blocks.map((b) => b.id).join('\u0000');
  const ids = useMemo(() => order.split('\u0000'), [order]);
  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      <ol className={`editor-list editor-list--depth-${depth}`}>
        {blocks.map((block, index) => (
          <Row
            key={block.id}
            block={block}
            name={labels.get(block.id) ?? block.id}
            labels={labels}
            depth={depth}
            first={index === 0}
            last={index === blocks.length - 1}
            actions={actions}
          />
        ))}
      </ol>
    </SortableContext>
  );
}

interface RowProps {
  block: Block;
  /** The block's label. */
  name: string;
  /** Every label: read only by a container's children (a row without children ignores a change of it). */
  labels: ReadonlyMap<string, string>;
  depth: number;
  first: boolean;
  last: boolean;
  actions: BlockActions;
}

/** A row re-renders when its block, label or place changes; the labels of others matter to a container only. */
function sameRow(before: RowProps, after: RowProps): boolean {
  return (
    before.block === after.block &&
    before.name === after.name &&
    before.depth === after.depth &&
    before.first === after.first &&
    before.last === after.last &&
    before.actions === after.actions &&
    (before.labels === after.labels || !after.block.children?.length)
  );
}

const Row = memo(function Row({ block, name, labels, depth, first, last, actions }: RowProps) {
  const t = adminText.editor;
  const selected = useSelectionIs((id) => id === block.id);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id });
  const action = (label: string) => format(t.actionsOf, { action: label, name });
  return (
    <li
      ref={setNodeRef}
      className={`editor-row${selected ? ' editor-row--selected' : ''}${isDragging ? ' editor-row--dragging' : ''}`}
      // Only while a drag moves it (set through the CSSOM, which the CSP allows; never in the server's HTML).
      style={transform ? { transform: CSS.Transform.toString(transform), transition } : undefined}
    >
      <div className="editor-row__bar">
        <button type="button" ref={setActivatorNodeRef} className="editor-row__handle" aria-label={format(t.handle, { name })} {...attributes} {...listeners}>
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          className="editor-row__name"
          aria-pressed={selected}
          aria-label={format(t.select, { name })}
          onClick={() => actions.select(block.id)}
        >
          {name}
        </button>
        <span className="editor-row__tools">
          {/* aria-disabled, not disabled: « Monter » pressed until the block is first stays focused (disabled sent the focus to the page's top). */}
          <button
            type="button"
            className="text-button"
            aria-disabled={first || undefined}
            aria-label={action(t.up)}
            onClick={() => !first && actions.move(block.id, -1)}
          >
            {t.up}
          </button>
          <button
            type="button"
            className="text-button"
            aria-disabled={last || undefined}
            aria-label={action(t.down)}
            onClick={() => !last && actions.move(block.id, 1)}
          >
            {t.down}
          </button>
          <button type="button" className="text-button" aria-label={action(t.duplicate)} onClick={() => actions.duplicate(block.id)}>
            {t.duplicate}
          </button>
          <button type="button" className="text-button" aria-label={action(t.remove)} onClick={() => actions.remove(block.id)}>
            {t.remove}
          </button>
        </span>
      </div>
      {block.children && block.children.length > 0 ? <Siblings blocks={block.children} labels={labels} depth={depth + 1} actions={actions} /> : null}
    </li>
  );
}, sameRow);
