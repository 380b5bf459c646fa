import { ResponseCode, type ResponseCodeValue, type ServerMessageKey } from '@fairdraw/contract';

/**
 * The one error services throw for expected outcomes. The error-envelope plugin turns it into
 * `{ code, msg: <key in the request's language>, data }`; `fields` become `data.fields` (code 1000).
 */
export class AppError extends Error {
  constructor(
    readonly key: ServerMessageKey,
    readonly code: ResponseCodeValue,
    /** Field → message key: a server message or a rules text key (bet.*). */
    readonly fields?: Readonly<Record<string, string>>,
    /** Values for `{name}` placeholders of the message, also sent as `data`. */
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** A business rule about one form field (wrong old password, unknown invite code): code 1000. */
export function fieldError(field: string, key: ServerMessageKey): AppError {
  return new AppError(key, ResponseCode.validationFailed, { [field]: key });
}
