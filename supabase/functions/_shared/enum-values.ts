import type { Database } from './database.types.ts';

type EnumName = keyof Database['public']['Enums'];
type EnumValue<Name extends EnumName> = Database['public']['Enums'][Name];

/** The values of the enum that `Listed` leaves out: `never` when it lists them all. */
type Unlisted<Name extends EnumName, Listed extends readonly string[]> = Exclude<
  EnumValue<Name>,
  Listed[number]
>;

/**
 * Every value of a database enum, in the order the app shows them (the generated `Constants` are
 * alphabetical). A value left out is a type error that names it, so one added to the enum by a
 * migration cannot be forgotten in the list.
 */
export function everyEnumValue<Name extends EnumName, const Listed extends readonly EnumValue<Name>[]>(
  _enumName: Name,
  values: Listed &
    ([Unlisted<Name, Listed>] extends [never] ? unknown : { unlistedEnumValues: Unlisted<Name, Listed> }),
): readonly EnumValue<Name>[] {
  return values;
}
