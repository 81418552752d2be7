/**
 * Stands in for `re2js` in the browser build (vite.config.ts). Firestore's web SDK imports that
 * regular-expression engine only to evaluate pipeline expressions (LIKE, regex_contains,
 * regex_match) on the client; the app runs no pipelines, so about 40 kB gzipped of the
 * dashboard's first screen would be dead weight. Were a pipeline ever evaluated, compile throws,
 * and the SDK turns that into an evaluation error instead of a wrong answer.
 */
export class RE2JS {
  static compile(pattern: string): never {
    throw new Error(`Regular expressions are not available in this build (pattern ${pattern})`);
  }
}
