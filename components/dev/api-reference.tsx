type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: unknown;
}
interface OperationObject {
  operationId: string;
  summary: string;
  description: string;
  'x-auth': string;
  parameters: Parameter[];
  requestBody?: { content: { 'application/json': { schema: unknown } } };
  responses: Record<string, { description: string }>;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** Operations of the OpenAPI document: method, path, auth, parameters, body and codes. */
export function ApiReference({ document }: { document: Json }) {
  const paths = document.paths as Record<string, Record<string, OperationObject>>;
  return (
    <div>
      {Object.entries(paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => (
          <section key={op.operationId} id={op.operationId}>
            <h2>
              <code>
                {method.toUpperCase()} {path}
              </code>
            </h2>
            <p>{op.description}</p>
            <p>登入：{op['x-auth']}</p>
            {op.parameters.length > 0 && (
              <ul>
                {op.parameters.map((p) => (
                  <li key={`${p.in}:${p.name}`}>
                    <code>{p.name}</code> ({p.in}
                    {p.required ? '，必填' : ''}) <code>{JSON.stringify(p.schema)}</code>
                  </li>
                ))}
              </ul>
            )}
            {op.requestBody && <pre>{pretty(op.requestBody.content['application/json'].schema)}</pre>}
            <ul>
              {Object.entries(op.responses).map(([status, response]) => (
                <li key={status}>
                  {status}: {response.description}
                </li>
              ))}
            </ul>
          </section>
        )),
      )}
    </div>
  );
}
