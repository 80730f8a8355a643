/**
 * What a Java source declares, as javac and java need it: its package, its public top-level class (the
 * file must be named after it) and the top-level class holding `static void main` (what to run). Read
 * from the source with comments and literals blanked out, so that a `class` in a string or a comment
 * never counts. Names are ASCII identifiers only: anything else is left to javac's own error.
 */
export interface JavaDeclarations {
  /** `a.b` of `package a.b;`, or null. */
  packageName: string | null;
  /** The public top-level type, or null. */
  publicType: string | null;
  /** The top-level type with `static void main(`: the public one if it has it, else the first; or null. */
  mainType: string | null;
}

interface TopLevelType {
  name: string;
  isPublic: boolean;
  hasMain: boolean;
}

const IDENTIFIER = '[A-Za-z_$][\\w$]*';
const PACKAGE = new RegExp(`\\bpackage\\s+(${IDENTIFIER}(?:\\s*\\.\\s*${IDENTIFIER})*)\\s*;`);
const TYPE_DECLARATION = new RegExp(`\\b(?:class|interface|enum|record)\\s+(${IDENTIFIER})`);
/** A member `... static ... void main(` (modifiers and annotations before it, in any order). */
const MAIN_METHOD = /(?:^|[;{}])([^;{}]*)\bvoid\s+main\s*\(/g;

export function javaDeclarations(source: string): JavaDeclarations {
  const code = blankCommentsAndLiterals(source);
  const types = topLevelTypes(code);
  const mains = types.filter((type) => type.hasMain);
  const main = mains.find((type) => type.isPublic) ?? mains[0];
  return {
    packageName: PACKAGE.exec(memberText(code))?.[1]?.replace(/\s+/g, '') ?? null,
    publicType: types.find((type) => type.isPublic)?.name ?? null,
    mainType: main?.name ?? null,
  };
}

/** Each top-level type: the text since the last `;` or `}` before its body names and modifies it. */
function topLevelTypes(code: string): TopLevelType[] {
  const types: TopLevelType[] = [];
  let depth = 0;
  let header = '';
  let bodyStart = -1;
  for (let at = 0; at < code.length; at++) {
    const char = code[at];
    if (char === '{') {
      if (depth === 0) bodyStart = at;
      depth += 1;
    } else if (char === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0 && bodyStart >= 0) {
        const declared = TYPE_DECLARATION.exec(header);
        if (declared?.[1]) {
          types.push({
            name: declared[1],
            isPublic: /\bpublic\b/.test(header.slice(0, declared.index)),
            hasMain: hasStaticMain(memberText(code.slice(bodyStart + 1, at))),
          });
        }
        header = '';
        bodyStart = -1;
      }
    } else if (depth === 0) {
      header = char === ';' ? '' : header + char;
    }
  }
  return types;
}

function hasStaticMain(members: string): boolean {
  for (const match of members.matchAll(MAIN_METHOD)) {
    if (/\bstatic\b/.test(match[1] ?? '')) return true;
  }
  return false;
}

/**
 * A body's own level (or the file's, outside every type): each nested block becomes `{}`, so a method's
 * insides are not its members.
 */
function memberText(body: string): string {
  let depth = 0;
  let text = '';
  for (const char of body) {
    if (char === '{') {
      if (depth === 0) text += '{';
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) text += '}';
    } else if (depth === 0) {
      text += char;
    }
  }
  return text;
}

/**
 * The source with comments, string and character literals and text blocks replaced by spaces (line
 * breaks kept), so braces and keywords inside them are not read as code.
 */
function blankCommentsAndLiterals(source: string): string {
  let out = '';
  let at = 0;
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  while (at < source.length) {
    const rest = source.slice(at, at + 3);
    let end: number;
    if (rest.startsWith('//')) end = indexOrEnd(source, '\n', at);
    else if (rest.startsWith('/*')) end = indexOrEnd(source, '*/', at + 2) + 2;
    else if (rest === '"""') end = indexOrEnd(source, '"""', at + 3) + 3;
    else if (rest.startsWith('"') || rest.startsWith("'")) end = literalEnd(source, at);
    else {
      out += source[at];
      at += 1;
      continue;
    }
    end = Math.min(end, source.length);
    out += blank(source.slice(at, end));
    at = end;
  }
  return out;
}

function indexOrEnd(source: string, search: string, from: number): number {
  const found = source.indexOf(search, from);
  return found < 0 ? source.length : found;
}

/** Just past the closing quote of the literal starting at `start` (or the line's end if unclosed). */
function literalEnd(source: string, start: number): number {
  const quote = source[start];
  for (let at = start + 1; at < source.length; at++) {
    const char = source[at];
    if (char === '\\') at += 1;
    else if (char === quote) return at + 1;
    else if (char === '\n') return at;
  }
  return source.length;
}
