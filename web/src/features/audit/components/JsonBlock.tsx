/** Pretty JSON in a scrollable box: event data can be long (statements, test case lists). */
export function JsonBlock({ value }: { value: unknown }) {
  return <pre className="audit-json">{JSON.stringify(value, null, 2)}</pre>;
}
