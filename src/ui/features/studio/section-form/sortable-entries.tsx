import { DndContext, KeyboardSensor, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a finger or a mouse button rests on an entry's handle before it lifts: a scroll or a click stays one. */
export const HOLD_TO_DRAG_MS = 250;
const HOLD_TOLERANCE_PX = 8;

/** Where the entry dropped on `over` goes: the place `over` had. */
export function dropTarget(keys: readonly string[], active: string, over: string | null): number | null {
  if (over === null || over === active) return null;
  const to = keys.indexOf(over);
  return to < 0 || keys.indexOf(active) < 0 ? null : to;
}

/**
 * A list's entries, reordered by holding an entry's handle and dragging it (touch, mouse, or the
 * keyboard from the handle); the entries' own up and down buttons stay the plain way to move.
 */
export function SortableEntries({ keys, onMove, children }: { readonly keys: readonly string[]; readonly onMove: (key: string, to: number) => void; readonly children: ReactNode }) {
  const { t } = useTranslation('studio');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { delay: HOLD_TO_DRAG_MS, tolerance: HOLD_TOLERANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: HOLD_TO_DRAG_MS, tolerance: HOLD_TOLERANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const end = ({ active, over }: DragEndEvent) => {
    const to = dropTarget(keys, String(active.id), over === null ? null : String(over.id));
    if (to !== null) onMove(String(active.id), to);
  };
  // What a screen reader hears as an entry moves, by place in the list (the ids mean nothing to a listener).
  const place = (id: string | number) => keys.indexOf(String(id)) + 1;
  const count = keys.length;
  // The same items while the entries are the same: every sortable place follows this context, so
  // an edit inside one entry must not hand all of them a new list.
  const joined = keys.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `joined` is `keys` by value
  const items = useMemo(() => [...keys], [joined]);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('list.dragPicked', { from: place(active.id), count }),
    onDragOver: ({ active, over }) => (over === null ? undefined : t('list.dragOver', { from: place(active.id), to: place(over.id), count })),
    onDragEnd: ({ active, over }) => (over === null ? t('list.dragCancelled', { from: place(active.id) }) : t('list.dragDropped', { from: place(active.id), to: place(over.id), count })),
    onDragCancel: ({ active }) => t('list.dragCancelled', { from: place(active.id) }),
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end} accessibility={{ announcements, screenReaderInstructions: { draggable: t('list.dragInstructions') } }}>
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One entry's place in the list, with the handle that drags it (`dragLabel` names the handle). */
export function SortableEntry({ id, dragLabel, children }: { readonly id: string; readonly dragLabel: string; readonly children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li ref={setNodeRef} className={isDragging ? 'list-field__entry list-field__entry--dragging' : 'list-field__entry'} style={{ transform: CSS.Translate.toString(transform), transition }}>
      <button type="button" className="list-field__handle" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={dragLabel}>
        <span aria-hidden="true">⠿</span>
      </button>
      {children}
    </li>
  );
}
