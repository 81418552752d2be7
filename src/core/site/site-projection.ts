import type { StudioSection } from '../plans/plan-gates';
import type { SectionContentMap } from './site-content';

/**
 * The member-record fields (same names in publicSites/{username}) that a saved section also
 * sets, so that the record, the public projection and the section never disagree.
 */
export function memberFieldsOfSection<S extends StudioSection>(section: S, content: SectionContentMap[S]): Record<string, string | number | null> | null {
  if (section === 'name') {
    const name = content as SectionContentMap['name'];
    return { namePublico: name.publicName, businessName: name.businessName === '' ? null : name.businessName };
  }
  if (section === 'styles') {
    const styles = content as SectionContentMap['styles'];
    const fields: Record<string, string | number> = { themeColor: styles.themeColor, font: styles.font, coverTemplate: styles.coverTemplate };
    if (styles.coverPicture !== '') fields.coverPicture = styles.coverPicture;
    return fields;
  }
  return null;
}
