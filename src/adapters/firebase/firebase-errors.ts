import { AppError, toErrorCode } from '../../core/errors/error-codes';

/** Any SDK failure as the AppError the port promises, keeping the original as its cause. */
export function toAppError(error: unknown): AppError {
  return error instanceof AppError ? error : new AppError(toErrorCode(error), { cause: error });
}

/** Runs an SDK call so that it can only reject with an AppError. */
export async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAppError(error);
  }
}

/** What a live listener does with a failure, since the ports' watch methods have no error channel. */
export type ListenErrorHandler = (context: string, error: AppError) => void;

export const logListenError: ListenErrorHandler = (context, error) => {
  // The spec's behaviour for failed live reads (section 8) is "logged only".
  console.error(`${context}:`, error.code, error.cause ?? error);
};
