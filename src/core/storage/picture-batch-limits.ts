/**
 * A phone's pick of a whole shoot stays one batch; more would keep the member waiting minutes.
 * Its own file, so that the translations naming it do not load the batch machine.
 */
export const MAX_PICTURES_PER_PICK = 30;
