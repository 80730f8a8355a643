/**
 * The reference's default languages (spec 04, "Judging"). The judge issue makes compile and run
 * commands admin-editable data; the list of names and editor modes is what problems refer to.
 */
export const defaultLanguages = [
  { name: 'C', contentType: 'text/x-csrc', description: 'GCC, C11' },
  { name: 'C With O2', contentType: 'text/x-csrc', description: 'GCC, C11, -O2' },
  { name: 'C++', contentType: 'text/x-c++src', description: 'G++, C++14' },
  { name: 'C++ With O2', contentType: 'text/x-c++src', description: 'G++, C++14, -O2' },
  { name: 'C++ 17', contentType: 'text/x-c++src', description: 'G++, C++17' },
  { name: 'C++ 17 With O2', contentType: 'text/x-c++src', description: 'G++, C++17, -O2' },
  { name: 'C++ 20', contentType: 'text/x-c++src', description: 'G++, C++20' },
  { name: 'C++ 20 With O2', contentType: 'text/x-c++src', description: 'G++, C++20, -O2' },
  { name: 'Java', contentType: 'text/x-java', description: 'OpenJDK 17' },
  { name: 'Python3', contentType: 'text/x-python', description: 'Python 3.11' },
] as const;

export const languageNames: readonly string[] = defaultLanguages.map((l) => l.name);
