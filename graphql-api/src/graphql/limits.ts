import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export type QueryLimits = { maxDepth: number; maxAliases: number; maxFields: number };
export const DEFAULT_LIMITS: QueryLimits = { maxDepth: 10, maxAliases: 30, maxFields: 500 };

/**
 * One validation rule for depth, aliases and cost (fields selected, fragments expanded): a query
 * over a limit is refused before it runs.
 */
export function queryLimitsRule(limits: QueryLimits = DEFAULT_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        let aliases = 0;
        let fields = 0;
        let deepest = 0;
        const walk = (set: SelectionSetNode, depth: number, seen: Set<string>) => {
          deepest = Math.max(deepest, depth);
          if (deepest > limits.maxDepth || fields > limits.maxFields) return;
          for (const selection of set.selections) {
            if (selection.kind === Kind.FIELD) {
              fields += 1;
              if (selection.alias) aliases += 1;
              if (selection.selectionSet) walk(selection.selectionSet, depth + 1, seen);
            } else if (selection.kind === Kind.INLINE_FRAGMENT) {
              walk(selection.selectionSet, depth, seen);
            } else {
              const name = selection.name.value;
              const fragment = fragments.get(name);
              if (fragment && !seen.has(name)) walk(fragment.selectionSet, depth, new Set(seen).add(name));
            }
          }
        };
        walk(operation.selectionSet, 1, new Set());
        if (deepest > limits.maxDepth) {
          context.reportError(new GraphQLError(`Query is too deep (more than ${limits.maxDepth} levels)`));
        } else if (aliases > limits.maxAliases) {
          context.reportError(new GraphQLError(`Query uses too many aliases (more than ${limits.maxAliases})`));
        } else if (fields > limits.maxFields) {
          context.reportError(new GraphQLError(`Query is too costly (more than ${limits.maxFields} fields)`));
        }
      },
    };
  };
}
