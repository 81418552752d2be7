/**
 * Leaving the app for the payment provider's pages (checkout, customer portal). One seam, so
 * component tests can see where the member would be sent: jsdom cannot navigate.
 */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
