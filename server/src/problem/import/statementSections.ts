/** The problem form's text fields a statement fills. */
export interface StatementText {
  description: string;
  input: string;
  output: string;
  hint: string;
}

type Field = keyof StatementText;

/** Which field a statement section belongs in; other sections stay in the description under their heading. */
function fieldOf(title: string): Exclude<Field, 'description'> | null {
  // Chinese statements (Hydro, HOJ) name them so.
  const chinese = title.replace(/\s/g, '');
  if (/^输入(格式|描述|说明)?$/.test(chinese)) return 'input';
  if (/^输出(格式|描述|说明)?$/.test(chinese)) return 'output';
  if (/^(提示|说明|说明[/／]提示|数据范围与提示)$/.test(chinese)) return 'hint';
  const plain = title
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim();
  if (plain === 'input' || plain === 'input format') return 'input';
  if (plain === 'output' || plain === 'output format') return 'output';
  if (['note', 'notes', 'hint', 'hints'].includes(plain)) return 'hint';
  return null;
}

/** Sections (the first one untitled: the text before any heading) sorted into the form's fields. */
export function sortSections(sections: { title: string | null; body: string }[]): StatementText {
  const text: StatementText = { description: '', input: '', output: '', hint: '' };
  const add = (field: Field, body: string) => {
    if (body !== '') text[field] = text[field] === '' ? body : `${text[field]}\n\n${body}`;
  };
  for (const { title, body } of sections) {
    const field = title === null ? 'description' : fieldOf(title);
    if (field) add(field, body);
    else add('description', `## ${title}\n\n${body}`.trim());
  }
  return text;
}
