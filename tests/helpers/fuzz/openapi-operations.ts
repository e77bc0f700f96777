/**
 * The operations of the OpenAPI document the server publishes, in the form the fuzzer needs:
 * every path, method, parameter and JSON body schema. Routes added later are walked without
 * anyone listing them.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  [keyword: string]: unknown;
};

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI form: /api/company/{companyId}/people/{id} */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | null;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = (where: string) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({
            name: parameter.name,
            required: parameter.required ?? false,
            schema: parameter.schema ?? {},
          }));
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters('path'),
        queryParams: parameters('query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}
