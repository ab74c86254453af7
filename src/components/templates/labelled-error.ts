/** The schema's messages name no field ("is required"): the form puts the field's name first. */
export function labelled(label: string, message: string | undefined): string | undefined {
  return message ? `${label} ${message}` : undefined;
}
