import { dracula } from '@uiw/codemirror-theme-dracula';
import { eclipseInit, eclipseLightStyle } from '@uiw/codemirror-theme-eclipse';
import { material } from '@uiw/codemirror-theme-material';
import { monokai, monokaiDarkStyle } from '@uiw/codemirror-theme-monokai';
import { solarizedLight } from '@uiw/codemirror-theme-solarized';
import { type CreateThemeOptions, createTheme } from '@uiw/codemirror-themes';
import type { Extension } from '@uiw/react-codemirror';
import type { EditorTheme } from '../model/editorSettings';

// Five of the spec's eight themes come from @uiw/codemirror-theme-*. IDEA, base16-dark and cobalt have
// no CodeMirror 6 package: they reuse a packaged theme's token rules with the colours of the CodeMirror 5
// theme of that name swapped in (tokens that shared a colour in the base theme share one here too).

type Styles = CreateThemeOptions['styles'];
type Look = { color: string; fontWeight?: string; fontStyle?: string };

/** The base theme's token rules with each colour found in `palette` replaced by its new look. */
function recolour(styles: Styles, palette: Record<string, Look>): Styles {
  return styles.map((style) => {
    const look = typeof style.color === 'string' ? palette[style.color.toLowerCase()] : undefined;
    return look ? { ...style, ...look } : style;
  });
}

// Eclipse's rules keep operators apart from keywords, as IntelliJ IDEA's light scheme does.
const idea = createTheme({
  theme: 'light',
  settings: {
    background: '#ffffff',
    foreground: '#000000',
    caret: '#000000',
    selection: '#a6c4eb',
    selectionMatch: '#e4e4ff',
    lineHighlight: '#fffae3',
    gutterBackground: '#f7f7f7',
    gutterForeground: '#999999',
    gutterBorder: '#dddddd',
  },
  styles: recolour(eclipseLightStyle, {
    '#3f7f5f': { color: '#808080', fontStyle: 'italic' },
    '#ff1717': { color: '#808000' },
    '#7f0055': { color: '#000080', fontWeight: 'bold' },
    '#00f': { color: '#000080', fontWeight: 'bold' },
    '#164': { color: '#0000ff' },
    '#0000c0': { color: '#000000' },
    '#2a00ff': { color: '#008000', fontWeight: 'bold' },
    '#170': { color: '#000080' },
    '#00c': { color: '#0000ff' },
  }),
});

// Monokai's rules have one colour per kind of token: keyword, name, function, string, number, class, comment.
const tokenKinds = [
  'keyword',
  'name',
  'func',
  'string',
  'number',
  'className',
  'comment',
  'invalid',
] as const;
type TokenKind = (typeof tokenKinds)[number];

const monokaiColours: Record<TokenKind, string> = {
  keyword: '#f92672',
  name: '#fd971f',
  func: '#66d9ef',
  string: '#e6db74',
  number: '#ae81ff',
  className: '#a6e22e',
  comment: '#88846f',
  invalid: '#f44747',
};

function fromMonokai(colours: Record<TokenKind, string>): Styles {
  const palette = Object.fromEntries(
    tokenKinds.map((kind) => [monokaiColours[kind], { color: colours[kind] }]),
  );
  return recolour(monokaiDarkStyle, palette);
}

const base16Dark = createTheme({
  theme: 'dark',
  settings: {
    background: '#151515',
    foreground: '#e0e0e0',
    caret: '#b0b0b0',
    selection: '#303030',
    selectionMatch: '#303030',
    lineHighlight: '#202020',
    gutterBackground: '#151515',
    gutterForeground: '#505050',
    gutterBorder: 'transparent',
  },
  styles: fromMonokai({
    keyword: '#ac4142',
    name: '#90a959',
    func: '#6a9fb5',
    string: '#f4bf75',
    number: '#aa759f',
    className: '#d28445',
    comment: '#8f5536',
    invalid: '#ac4142',
  }),
});

const cobalt = createTheme({
  theme: 'dark',
  settings: {
    background: '#002240',
    foreground: '#ffffff',
    caret: '#ffffff',
    selection: '#b3653999',
    selectionMatch: '#b3653966',
    lineHighlight: '#002d57',
    gutterBackground: '#002240',
    gutterForeground: '#d0d0d0',
    gutterBorder: '#aaaaaa',
  },
  styles: fromMonokai({
    keyword: '#ffee80',
    name: '#ffffff',
    func: '#ff9e59',
    string: '#3ad900',
    number: '#ff80e1',
    className: '#9effff',
    comment: '#0088ff',
    invalid: '#9d1e15',
  }),
});

/** Each theme's CodeMirror extension. Eclipse's package draws a white caret on white: made black. */
export const themeExtensions: Record<EditorTheme, Extension> = {
  monokai,
  solarized: solarizedLight,
  material,
  idea,
  eclipse: eclipseInit({ settings: { caret: '#000000' } }),
  'base16-dark': base16Dark,
  cobalt,
  dracula,
};

/** The names shown in the theme menu: proper names, the same in every language. */
export const themeNames: Record<EditorTheme, string> = {
  monokai: 'Monokai',
  solarized: 'Solarized',
  material: 'Material',
  idea: 'IDEA',
  eclipse: 'Eclipse',
  'base16-dark': 'Base16 Dark',
  cobalt: 'Cobalt',
  dracula: 'Dracula',
};
