import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioSection } from '../../../core/plans/plan-gates';
import type { SectionContentMap } from '../../../core/site/site-content';
import type { EditorField, OptionLabel } from '../../../core/site/sections/section-definition';
import { sectionDefinition, studioFieldsOf } from '../../../core/site/sections/catalogue';
import { keepAudience } from '../../../core/site/sections/section-audience';
import { isTranslatable } from '../../../core/site/text-translations';
import type { FieldSpec, Raw } from './section-form/field-spec';

/**
 * What the editor holds for a stored section: the same shape the core reads, except where the
 * section's catalogue entry says otherwise (videos are edited as the link the member pasted); who
 * may see the section stays with it either way.
 */
export function editableOf<S extends StudioSection>(section: S, stored: SectionContentMap[S] | undefined): Raw {
  const definition = sectionDefinition(section);
  if (stored === undefined) return definition.blank();
  const editable = definition.toEditable?.(stored);
  return editable === undefined ? (stored as unknown as Raw) : keepAudience(stored, editable);
}

export function blankSection(section: StudioSection): Raw {
  return sectionDefinition(section).blank();
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A studio translation by the key the catalogue names (every one is checked by section-specs.test). */
type Translate = (key: string, options?: { readonly n: number }) => string;

/** The core's field in the member's words; what the core does not name (limits, input types) is kept as it is. */
function toFieldSpec(field: EditorField, translate: Translate): FieldSpec {
  const words = {
    label: translate(field.label),
    hint: field.hint === undefined ? undefined : translate(field.hint),
    translatable: isTranslatable(field) ? true : undefined,
  };
  const option = (label: OptionLabel): string => ('text' in label ? label.text : translate(label.label, label.n === undefined ? undefined : { n: label.n }));
  switch (field.kind) {
    case 'select':
      return { ...field, ...words, options: field.options.map((o) => ({ value: o.value, label: option(o.label) })) };
    case 'group':
      return { ...field, ...words, fields: field.fields.map((f) => toFieldSpec(f, translate)) };
    case 'list':
      return {
        ...field,
        ...words,
        itemLabel: (i) => translate(field.itemLabel, { n: i + 1 }),
        addLabel: translate(field.addLabel),
        fields: field.fields.map((f) => toFieldSpec(f, translate)),
        blank: () => field.blank(today()),
      };
    default:
      return { ...field, ...words };
  }
}

/** The controls of every section editor, as the section catalogue declares them, in the member's language. */
export function useSectionSpecs(): (section: StudioSection) => readonly FieldSpec[] {
  const { t } = useTranslation('studio');
  return useMemo(() => {
    // The catalogue names keys of this namespace as plain strings: the core cannot see the UI's key types.
    const translate = t as unknown as Translate;
    const made = new Map<StudioSection, readonly FieldSpec[]>();
    return (section: StudioSection) => {
      const specs = made.get(section) ?? studioFieldsOf(section).map((field) => toFieldSpec(field, translate));
      made.set(section, specs);
      return specs;
    };
  }, [t]);
}
