/**
 * Real-shaped long names and addresses: the demo seed gives them to a few policyholders (the longest a
 * #10 window's address block cannot print in full) and the preflight's tests mail them.
 */
export const LONG_NAMED_POLICYHOLDERS = [
  {
    firstName: 'Christopher Alexander',
    lastName: 'Montgomery-Featherstonehaugh',
    addressLine1: '12345 North Old Meadowbrook Country Club Boulevard',
  },
  { firstName: 'Anastasia Konstantinovna', lastName: 'Papadopoulou-Wojciechowski' },
  { firstName: 'Maximiliano Guadalupe', lastName: 'Hernandez-Villalobos de la Cruz' },
  // Long, but within the window: the preflight must not flag it.
  { firstName: 'Oluwaseun Adebayo', lastName: 'Okonkwo-Fitzgerald' },
] as const;
