import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { ProblemImportError } from './errors';
import { describeIssues } from './text';

/** An element as the parser gives it: its text, and its attributes prefixed with '@_'. */
const element = z.object({ '#text': z.string() });
const withLanguage = element.extend({ '@_language': z.string().optional() });
const testData = element.extend({ '@_name': z.string().optional(), '@_filename': z.string().optional() });
const limit = element.extend({ '@_unit': z.string().optional() });
const elements = <T extends z.ZodType>(schema: T) => z.array(schema).default([]);

/**
 * An FPS `<item>` (DTD 1.1 to 1.6 and the elements HUSTOJ exports beyond it). Unknown elements (url,
 * solution, remote_id...) are dropped. Elements come as lists: the DTD even repeats memory_limit.
 */
const itemSchema = z.object({
  title: elements(element),
  time_limit: elements(limit),
  memory_limit: elements(limit),
  description: elements(element),
  input: elements(element),
  output: elements(element),
  hint: elements(element),
  source: elements(element),
  sample_input: elements(element),
  sample_output: elements(element),
  test_input: elements(testData),
  test_output: elements(testData),
  spj: elements(withLanguage),
  tpj: elements(withLanguage),
  interactor: elements(withLanguage),
  template: elements(withLanguage),
  prepend: elements(withLanguage),
  append: elements(withLanguage),
  remote_oj: elements(element),
  remote_id: elements(element),
  img: elements(z.object({ src: elements(element), base64: elements(element) })),
});

const documentSchema = z.object({
  fps: z.object({ '@_version': z.string().optional(), item: elements(itemSchema) }),
});

export type FpsItem = z.infer<typeof itemSchema>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  alwaysCreateTextNode: true,
  // Test data and code must arrive byte for byte: no trimming, no number parsing.
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && name !== 'fps',
});

/** The items of an FPS document, refused with the parser's line and column when it is not well-formed XML. */
export function parseFps(xml: string, file: string): FpsItem[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    throw new ProblemImportError(file, null, `not well-formed XML at line ${line}, column ${col}: ${msg}`);
  }
  const parsed = documentSchema.safeParse(parser.parse(xml));
  if (!parsed.success)
    throw new ProblemImportError(file, null, `not an FPS document: ${describeIssues(parsed.error)}`);
  return parsed.data.fps.item;
}
