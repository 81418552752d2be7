import type { ReactNode } from 'react';

/** The main landmark and heading every dashboard page has. */
export function DashboardPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <main className="dashboard-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </main>
  );
}
