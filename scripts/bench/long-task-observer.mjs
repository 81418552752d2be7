// The Long Tasks API, watched from the first script of every page: a task of the main thread over
// 50 ms is only reported to an observer that exists when it ends, so the observer is installed
// before the app's own code runs, and each entry is kept where the bench can read it back.

/**
 * Makes every page of the Playwright `context` push each long task it runs, as
 * `{ startTime, duration }` (ms on the page's clock), onto `window.__sitioLongTasks`. A bench
 * empties that array when its measure starts and keeps the tasks that began after the start.
 */
export async function observeLongTasks(context) {
  await context.addInitScript(() => {
    window.__sitioLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__sitioLongTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: false });
  });
}
