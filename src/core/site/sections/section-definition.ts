import type { PlanTier } from '../../plans/plan-level';
import type { PictureShape } from '../picture-shape';
import type { FieldReader } from '../site-fields';

/** A section's stored or edited shape, before the core has read it. */
export type RawSection = Readonly<Record<string, unknown>>;

/**
 * A key of the studio's translations (the `studio` namespace); the UI looks it up, and a UI test
 * checks that every key the catalogue names exists in English and Spanish.
 */
export type StudioLabel = string;

/** An option of a select: shown as is (a font name) or through a translation (with `{{n}}` when given). */
export type OptionLabel = { readonly text: string } | { readonly label: StudioLabel; readonly n?: number };

interface FieldBase {
  /** The field's name in the section's value. */
  readonly key: string;
  readonly label: StudioLabel;
  readonly hint?: StudioLabel;
  /**
   * Texts (one-line text, textarea, rich text) may be written in both languages unless this says
   * no: names of people and businesses, and values that are not words (links, phones, e-mail).
   */
  readonly translatable?: false;
}

/** One control of the section's editor, in the core's words; the UI draws and translates it. */
export type EditorField =
  | (FieldBase & { readonly kind: 'text'; readonly max: number; readonly required?: boolean; readonly inputType?: 'text' | 'url' | 'tel' | 'email' })
  | (FieldBase & { readonly kind: 'textarea'; readonly max: number; readonly required?: boolean })
  | (FieldBase & { readonly kind: 'color' })
  | (FieldBase & { readonly kind: 'select'; readonly options: readonly { readonly value: string | number; readonly label: OptionLabel }[] })
  | (FieldBase & { readonly kind: 'price' })
  | (FieldBase & { readonly kind: 'date'; readonly required?: boolean })
  | (FieldBase & { readonly kind: 'time' })
  | (FieldBase & { readonly kind: 'checkbox' })
  /** `shape`: the shape the public site cuts it to, which the studio offers to crop it to. */
  | (FieldBase & { readonly kind: 'image'; readonly shape?: PictureShape })
  | (FieldBase & { readonly kind: 'richtext' })
  /** Who may see the entry or section (Elite's Users Portal): everyone, signed-in customers or chosen groups. */
  | (FieldBase & { readonly kind: 'audience' })
  | (FieldBase & { readonly kind: 'group'; readonly fields: readonly EditorField[] })
  | (FieldBase & {
      readonly kind: 'list';
      readonly max: number;
      /** Label of one entry, with `{{n}}` for its number. */
      readonly itemLabel: StudioLabel;
      readonly addLabel: StudioLabel;
      readonly fields: readonly EditorField[];
      /** A new entry; `today` is the member's date (yyyy-mm-dd) for date fields. */
      readonly blank: (today: string) => RawSection;
    });

/** The public member fields a section edits instead of a document of its own. */
export interface SectionMemberFields {
  readonly namePublico?: string;
  readonly businessName?: string | null;
  readonly themeColor?: string;
  readonly font?: string;
  readonly coverTemplate?: number;
  readonly coverPicture?: string;
}

/** A section shown as a block of the public page, left out while empty. */
export interface BlockPlacement<Value> {
  readonly kind: 'block';
  readonly isEmpty: (value: Value) => boolean;
  /** What visitors may see of the value, when the member keeps some of it unpublished. */
  readonly visible?: (value: Value) => Value;
}

/**
 * A section whose facts are public member fields that shape the page's header and theme; they
 * are stored in the member record and its projection (see public-projection.ts).
 */
export interface MemberFieldsPlacement<Value> {
  readonly kind: 'member-fields';
  /** The record fields a saved value sets. */
  readonly toMember: (value: Value) => SectionMemberFields;
  /** The section's current value, read back from those fields (as raw input). */
  readonly fromMember: (member: SectionMemberFields) => RawSection;
}

export type PublicPlacement<Value> = BlockPlacement<Value> | MemberFieldsPlacement<Value>;

/**
 * A section's entry in the plans: its id and the lowest plan that has it. Declared alone in the
 * section's `<id>.section.ts`, the one owner of both, so that what a plan includes costs the
 * dashboard's first screen a few bytes, not the section's editor and reader.
 */
export interface SectionEntry<Id extends string = string> {
  readonly id: Id;
  readonly tier: PlanTier;
}

/** Declares a section's id and plan, keeping the id's type for the section list. */
export function defineSection<Id extends string>(entry: SectionEntry<Id>): SectionEntry<Id> {
  return entry;
}

/** What a section's `<id>.content.ts` declares about it beyond its entry. */
export interface SectionContentDefinition<Value = unknown, Placement extends PublicPlacement<Value> = PublicPlacement<Value>> {
  /** What an editor starts from when nothing is stored (its raw, editable shape). */
  readonly blank: () => RawSection;
  /** Reads raw input into the section's value: unknown fields dropped, problems to `r`. */
  readonly read: (raw: RawSection, r: FieldReader) => Value;
  /** The stored value in the editor's shape, when the two differ (videos are edited as links). */
  readonly toEditable?: (value: Value) => RawSection;
  readonly fields: readonly EditorField[];
  readonly publicSite: Placement;
}

/**
 * One website-studio section whole: its entry (id and plan, from its `<id>.section.ts`), its blank
 * value, how untrusted input is read and checked, the fields its editor shows and what the public
 * site does with it (from its `<id>.content.ts`).
 */
export type SectionDefinition<Id extends string = string, Value = unknown, Placement extends PublicPlacement<Value> = PublicPlacement<Value>> = SectionEntry<Id> &
  SectionContentDefinition<Value, Placement>;

/** Declares a section's content beside its entry, keeping its id, value and placement types for the catalogue. */
export function defineSectionContent<Id extends string, Value>(
  entry: SectionEntry<Id>,
  content: SectionContentDefinition<Value, BlockPlacement<Value>>,
): SectionDefinition<Id, Value, BlockPlacement<Value>>;
export function defineSectionContent<Id extends string, Value>(
  entry: SectionEntry<Id>,
  content: SectionContentDefinition<Value, MemberFieldsPlacement<Value>>,
): SectionDefinition<Id, Value, MemberFieldsPlacement<Value>>;
export function defineSectionContent<Id extends string, Value>(entry: SectionEntry<Id>, content: SectionContentDefinition<Value>): SectionDefinition<Id, Value> {
  return { ...entry, ...content };
}
