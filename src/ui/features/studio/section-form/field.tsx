import { memo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_RICH_TEXT } from '../../../../core/site/rich-text';
import type { SiteErrors } from '../../../../core/site/site-fields';
import { AudienceControl } from '../audience-control';
import { RichTextEditor } from '../rich-text-editor';
import { studioText } from '../studio-text';
import { CheckboxControl } from './checkbox-control';
import { ColorControl } from './color-control';
import { controlId, errorAt } from './field-frame';
import type { Edit, FieldSpec, FieldsComponent } from './field-spec';
import { GroupField } from './group-field';
import { ImageControl } from './image-control';
import { ListField } from './list-field';
import { PriceControl } from './price-control';
import { asText, isRichText } from './raw-values';
import { SelectControl } from './select-control';
import { TextControl } from './text-control';
import { TextareaControl } from './textarea-control';
import { useShownValue } from './use-shown-value';

export interface FieldProps {
  readonly spec: FieldSpec;
  readonly path: string;
  readonly value: unknown;
  readonly errors: SiteErrors;
  readonly onChange: Edit<unknown>;
  /** The form's own fields, for the fields a group or a list entry holds. */
  readonly Fields: FieldsComponent;
  /** For a picture the site cuts to a shape: its width over height, as the section's other values make it (the cover's template). */
  readonly cropAspect?: number;
  /** A picture the site shows in a circle. */
  readonly cropRound?: boolean;
}

/**
 * One field of the form, drawn by its kind's editor (a kind of the core's without one fails to
 * compile here). Memoised: with stable onChange callbacks, only the field being edited renders
 * again on a keystroke.
 */
export const Field = memo(function Field({ spec, path, value: given, errors, onChange: edit, Fields, cropAspect, cropRound }: FieldProps): ReactElement {
  const { t } = useTranslation('studio');
  // Groups and lists pass edits on to their own fields; every other control shows its own value.
  const [value, onChange] = useShownValue(given, edit, spec.kind !== 'group' && spec.kind !== 'list');
  const id = controlId(path);
  const code = errorAt(errors, path, spec.kind === 'richtext' || spec.kind === 'group' || spec.kind === 'audience');
  const error = code === null ? null : studioText(t).error(code as never);

  switch (spec.kind) {
    case 'text':
    case 'date':
    case 'time':
      return <TextControl spec={spec} id={id} value={value} error={error} onChange={onChange} />;
    case 'textarea':
      return <TextareaControl spec={spec} id={id} value={value} error={error} onChange={onChange} />;
    case 'color':
      return <ColorControl spec={spec} id={id} value={value} error={error} onChange={onChange} />;
    case 'select':
      return <SelectControl spec={spec} id={id} value={value} error={error} onChange={onChange} />;
    case 'price':
      return <PriceControl spec={spec} id={id} value={value} error={error} onChange={onChange} />;
    case 'checkbox':
      return <CheckboxControl spec={spec} id={id} value={value} error={error} onChange={onChange} />;
    case 'image':
      return <ImageControl id={id} label={spec.label} value={asText(value)} error={error} shape={cropAspect === undefined ? undefined : { aspect: cropAspect, round: cropRound === true }} onChange={onChange} />;
    case 'richtext':
      return <RichTextEditor id={id} label={spec.label} value={isRichText(value) ? value : EMPTY_RICH_TEXT} error={error} onChange={onChange} />;
    case 'group':
      // The group's own error only: its fields show theirs.
      return <GroupField spec={spec} id={id} path={path} value={given} errors={errors} error={Object.hasOwn(errors, path) ? error : null} onChange={edit} Fields={Fields} />;
    case 'list':
      return <ListField spec={spec} path={path} value={given} errors={errors} onChange={edit} Fields={Fields} />;
    case 'audience':
      return <AudienceControl id={id} label={spec.label} value={value} error={code} onChange={onChange} />;
  }
});
