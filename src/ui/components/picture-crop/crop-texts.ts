/** The crop dialog's words, given by the screen that opens it (the studio or Settings) in its own namespace. */
export interface CropTexts {
  readonly title: string;
  readonly help: string;
  readonly zoom: string;
  readonly confirm: string;
  readonly whole: string;
  readonly cancel: string;
}

/** The focal point control's words. */
export interface FocusTexts {
  readonly legend: string;
  readonly help: string;
  readonly across: string;
  readonly down: string;
  readonly reset: string;
}
