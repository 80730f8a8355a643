import { isCFamily } from './limits';

// When a problem has no template for a language, C++ (and C) start from a skeleton, as the spec
// asks for C++; the other languages start empty rather than from code that would not compile.

export const defaultCppTemplate = `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    return 0;
}
`;

export const defaultCTemplate = `#include <stdio.h>

int main(void) {

    return 0;
}
`;

/** The code a language starts from on this problem: the problem's template, else the default one. */
export function templateFor(language: string, templates: Readonly<Record<string, string>>): string {
  const own = templates[language];
  if (own !== undefined && own.trim() !== '') return own;
  if (!isCFamily(language)) return '';
  return /^c\+\+/i.test(language.trim()) ? defaultCppTemplate : defaultCTemplate;
}
