// The calls whose `name` field is a person's name: every locale labels it as one, so the list of
// them is kept here once rather than in each locale's catalogue.
const PERSON_NAME_ENDPOINTS = [
  'citizenAdd',
  'citizenEdit',
  'editUser',
  'parentEdit',
  'studentAdd',
  'studentEdit',
  'teacherAdd',
  'teacherEdit',
  'userAdd',
  'userEdit',
] as const;

type PersonNameField = `field.${(typeof PERSON_NAME_ENDPOINTS)[number]}.name`;

/** The `name` label of each of those calls, `label` in one locale. */
export function personNameLabels<Label extends string>(label: Label): Record<PersonNameField, Label> {
  // Object.fromEntries types its keys as any string; the list above makes them these.
  return Object.fromEntries(PERSON_NAME_ENDPOINTS.map((endpoint) => [`field.${endpoint}.name`, label])) as Record<
    PersonNameField,
    Label
  >;
}
