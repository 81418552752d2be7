import type { ComponentType } from 'react';
import type { EditorField } from '../../../../core/site/sections/section-definition';
import type { SiteErrors } from '../../../../core/site/site-fields';

export type Raw = Readonly<Record<string, unknown>>;

/**
 * A change to one part of the section, as a function of that part's latest value: the section
 * applies it to what it holds now, so changes made before the screen has caught up (a keystroke
 * in one field, then one in another, while a transition is drawing the first) all count.
 */
export type Edit<V> = (update: (latest: V) => V) => void;

type SelectOption = Extract<EditorField, { readonly kind: 'select' }>['options'][number];

/** What the editor shows where the core names translation keys, and which texts it doubles. */
interface ShownWords {
  readonly label: string;
  readonly hint?: string;
  /** Words a visitor reads, which the member may also write in the site's other language. */
  readonly translatable?: boolean;
}

interface ShownSelect {
  readonly options: readonly { readonly value: SelectOption['value']; readonly label: string }[];
}

interface ShownFields {
  readonly fields: readonly FieldSpec[];
}

interface ShownList {
  /** One entry's label, by its position from 0. */
  readonly itemLabel: (index: number) => string;
  readonly addLabel: string;
  /** A new entry, on the member's date. */
  readonly blank: () => Raw;
}

/**
 * A field of the core's catalogue as the editor draws it: the same kinds, keys and limits, with
 * words in the member's language where the core names translation keys, and the choices the core
 * leaves to the editor made (which texts get a second-language twin, what a new entry is).
 */
type Shown<F extends EditorField> = Omit<F, keyof ShownWords | keyof ShownSelect | keyof ShownFields | keyof ShownList> &
  ShownWords &
  (F extends { readonly kind: 'select' } ? ShownSelect : unknown) &
  (F extends { readonly kind: 'group' | 'list' } ? ShownFields : unknown) &
  (F extends { readonly kind: 'list' } ? ShownList : unknown);

type ShownField<F> = F extends EditorField ? Shown<F> : never;

/** One control of a section editor; `key` is the field's name in the core's section model. */
export type FieldSpec = ShownField<EditorField>;

export type ListSpec = Extract<FieldSpec, { readonly kind: 'list' }>;

/** What draws the controls of some fields over one object of the section (or of a list entry). */
export interface FieldsProps {
  readonly fields: readonly FieldSpec[];
  readonly path: string;
  readonly value: Raw;
  readonly errors: SiteErrors;
  readonly onChange: Edit<Raw>;
}

/**
 * The form's own `Fields`, handed to groups and list entries for the fields they hold, so that
 * the form and its nested parts do not import each other.
 */
export type FieldsComponent = ComponentType<FieldsProps>;
