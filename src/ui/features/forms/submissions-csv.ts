import type { TFunction } from 'i18next';
import type { FormSubmission } from '../../../core/forms/form-submission';
import { submissionsCsv } from '../../../core/forms/inbox';
import { downloadCsvFile } from '../../services/download-file';
import type { Formatters } from '../../services/use-format';

/** The submissions as a CSV file the browser saves, with headings in the member's language. */
export function downloadCsv(submissions: readonly FormSubmission[], t: TFunction<'forms'>, format: Formatters): void {
  const csv = submissionsCsv(
    submissions,
    { date: t('csv.date'), form: t('csv.form'), name: t('csv.name'), email: t('csv.email'), status: t('csv.status'), message: t('message') },
    (at) => format.dateTime(at),
    (s) => (s.archived ? t('csv.archived') : s.read ? t('read') : t('unread')),
  );
  downloadCsvFile(csv, `${t('csv.file')}-${new Date().toISOString().slice(0, 10)}.csv`);
}
