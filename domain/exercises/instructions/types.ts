/** One language's step-by-step instructions: library exercise id → the steps in order. */
export type InstructionSet = Readonly<Record<string, readonly string[]>>;
