import { describe, expect, it } from 'vitest';
import { joinCommandLine, splitCommandLine } from './commandLine';

const split = (line: string) => splitCommandLine(line);

describe('a command written as one line', () => {
  it('splits on runs of spaces and keeps the placeholders as they are', () => {
    expect(split('  g++ -O2   {src} -o {exe} ')).toEqual({
      ok: true,
      argv: ['g++', '-O2', '{src}', '-o', '{exe}'],
    });
    expect(split('   ')).toEqual({ ok: true, argv: [] });
  });

  it('keeps quoted spaces inside one argument and joins the parts of a word', () => {
    expect(split('gcc -DNAME="a b" \'c  d\' e" "f')).toEqual({
      ok: true,
      argv: ['gcc', '-DNAME=a b', 'c  d', 'e f'],
    });
    expect(split('x "" \'\'')).toEqual({ ok: true, argv: ['x', '', ''] });
  });

  it('takes a backslash literally except before a quote or a backslash inside double quotes', () => {
    expect(split('a\\ b "c\\"d" "e\\nf" \'g\\h\' i\\\\j')).toEqual({
      ok: true,
      argv: ['a b', 'c"d', 'e\\nf', 'g\\h', 'i\\j'],
    });
  });

  it('gives shell characters no meaning: the judge runs no shell', () => {
    expect(split('python3 $HOME/*.py | cat > out')).toEqual({
      ok: true,
      argv: ['python3', '$HOME/*.py', '|', 'cat', '>', 'out'],
    });
  });

  it('refuses an unclosed quote', () => {
    expect(split('gcc "main.c')).toEqual({ ok: false, error: 'unclosedQuote' });
    expect(split("gcc 'main.c")).toEqual({ ok: false, error: 'unclosedQuote' });
  });

  it('writes an argv so that splitting it gives the same argv back', () => {
    const samples = [
      ['{javaHome}/bin/java', '-XX:MaxRAM={maxMemoryMb}m', '-cp', '/box', 'Main'],
      ['sh', '-c', 'echo "hi there" > \'x\''],
      ['', ' ', 'a\\', '\\"', "it's", 'tab\there', 'new\nline'],
    ];
    for (const argv of samples) expect(split(joinCommandLine(argv))).toEqual({ ok: true, argv });
    expect(joinCommandLine(samples[0] ?? [])).toBe(
      '{javaHome}/bin/java -XX:MaxRAM={maxMemoryMb}m -cp /box Main',
    );
    expect(joinCommandLine(['a b', '', 'c"d'])).toBe('"a b" "" "c\\"d"');
  });
});
