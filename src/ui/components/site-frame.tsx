/**
 * A page rendered by the public site's renderer, shown inside the app. The sandbox grants no
 * permission at all: the page runs no script, submits no form and cannot navigate the app, so
 * whatever a member typed into it stays inert however it was written.
 */
export function SiteFrame({
  html,
  title,
  className,
  loading,
  testId,
}: {
  readonly html: string;
  /** What the frame shows, for screen readers (e.g. 'Preview of your website'). */
  readonly title: string;
  readonly className?: string;
  /** 'lazy' for frames below the fold, so they are rendered only when scrolled to. */
  readonly loading?: 'eager' | 'lazy';
  readonly testId?: string;
}) {
  return <iframe title={title} sandbox="" srcDoc={html} className={className} loading={loading} data-testid={testId} />;
}
