/**
 * A tiny `FromSchema`: the TypeScript type of data that passed validation of an `as const` JSON
 * Schema. It covers the subset our entity schemas use (object, string, boolean, number, integer,
 * null, array, enum, const, type unions). Like ajv with `useDefaults`, a property that has a
 * `default` is present after validation, so it is typed as required. `Mode` 'input' is what a
 * caller may send instead: a property with a default may be left out.
 */
export type SchemaMode = 'validated' | 'input';

export type FromSchema<S, Mode extends SchemaMode = 'validated'> = S extends { readonly const: infer C }
  ? C
  : S extends { readonly enum: readonly (infer E)[] }
    ? E
    : S extends { readonly type: readonly (infer T)[] }
      ? T extends string
        ? FromSchema<Omit<S, 'type'> & { readonly type: T }, Mode>
        : never
      : S extends { readonly type: 'object'; readonly properties: infer P }
        ? ObjectOf<P, RequiredKeys<S> | (Mode extends 'validated' ? DefaultedKeys<P> : never), Mode>
        : S extends { readonly type: 'array'; readonly items: infer I }
          ? FromSchema<I, Mode>[]
          : S extends { readonly type: 'string' }
            ? string
            : S extends { readonly type: 'boolean' }
              ? boolean
              : S extends { readonly type: 'integer' | 'number' }
                ? number
                : S extends { readonly type: 'null' }
                  ? null
                  : unknown;

type RequiredKeys<S> = S extends { readonly required: readonly (infer K)[] } ? K : never;

type DefaultedKeys<P> = { [K in keyof P]: P[K] extends { readonly default: unknown } ? K : never }[keyof P];

/** Flattens an intersection so editors show one object type. */
type Flatten<T> = { [K in keyof T]: T[K] } & {};

type ObjectOf<P, R, Mode extends SchemaMode> = Flatten<
  { -readonly [K in keyof P as K extends R ? K : never]: FromSchema<P[K], Mode> } & {
    -readonly [K in keyof P as K extends R ? never : K]?: FromSchema<P[K], Mode>;
  }
>;
