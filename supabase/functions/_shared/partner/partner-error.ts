/** A refusal of a partner request: the API answers `{ error }` with this status and headers. */
export class PartnerError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'PartnerError';
  }
}
