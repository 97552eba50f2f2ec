// For tests: the plainest order of a family — its first vehicle in its first colour and paint, no parts —
// as a configuration (a quote request, a saved configuration) and as a pre-order with its terms agreed.

/** What an order needs of its family. */
export interface Orderable {
  uuid: string;
  vehicles: readonly { uuid: string }[];
  colors: readonly { uuid: string; materials: readonly { uuid: string }[] }[];
}

/** The family's first vehicle in its first colour and paint, no parts, `quantity` units. */
export function plainConfiguration(family: Orderable, quantity = 1) {
  return {
    vehicleFamilyUuid: family.uuid,
    vehicleUuid: family.vehicles[0].uuid,
    colorUuid: family.colors[0].uuid,
    colorMaterialUuid: family.colors[0].materials[0].uuid,
    originPartUuids: [] as string[],
    localPartUuids: [] as string[],
    quantity,
  };
}

/** The plain configuration as a pre-order, with the family's terms in force agreed. */
export function plainPreorder(family: Orderable & { agreement: { version: string } }, quantity = 1) {
  return { ...plainConfiguration(family, quantity), acceptAgreement: true as const, agreementVersion: family.agreement.version };
}
