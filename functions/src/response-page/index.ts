/** The response page capability is a public page only; the responses it records are #responses/index's. */
export {};
