/** The parts of an ASL definition this runner reads; the library validates the rest. */
interface AslStates {
  States: Record<string, AslState>;
}

interface AslState {
  Type: string;
  Resource?: string;
  TimeoutSeconds?: number;
  Branches?: AslStates[];
  Iterator?: AslStates;
  ItemProcessor?: AslStates;
}

export interface TaskState {
  stateName: string;
  resource: string;
  /** The state's TimeoutSeconds, when the definition sets one. */
  timeoutSeconds?: number;
}

/**
 * Every Task state, nested Parallel branches and Map processors included: the library resolves local handlers
 * by state name at any depth, so they all need one (state names are unique across a state machine in AWS).
 */
export const collectTaskStates = (definition: AslStates): TaskState[] =>
  Object.entries(definition.States).flatMap(([stateName, state]) => [
    ...(state.Type === 'Task' && state.Resource
      ? [{ stateName, resource: state.Resource, timeoutSeconds: state.TimeoutSeconds }]
      : []),
    ...(state.Branches ?? []).flatMap(collectTaskStates),
    ...[state.Iterator, state.ItemProcessor].flatMap((nested) => (nested ? collectTaskStates(nested) : [])),
  ]);
