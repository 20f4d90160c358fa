/** A request names a record that does not exist in the organization (answered as 400 on that field). */
export class InvalidReferenceError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** A change that the record's current state forbids (answered as 409). */
export class ConflictError extends Error {}
