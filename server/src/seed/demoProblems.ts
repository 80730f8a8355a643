import { type EventMetadata, ProblemType } from '@oj/events';
import type { Services } from '../app/services';
import { createProblem, type RawTestCase } from '../problem/problemCommands';
import { spreadOiScores, withProblemDefaults } from '../problem/problemDefaults';
import { claimStreamId } from '../user/claimDecider';

const encode = (text: string) => new TextEncoder().encode(text);

/** Cases from generated (input, output) pairs, named 1.in/1.out, ... */
function casesOf(pairs: [string, string][], scores?: number[]): RawTestCase[] {
  return pairs.map(([input, output], i) => ({
    input: encode(input),
    output: encode(output),
    inputName: `${i + 1}.in`,
    outputName: `${i + 1}.out`,
    score: scores?.[i] ?? 0,
    groupNum: 0,
  }));
}

function sumPairs(): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i * 7919) % 1_000_000_007;
    const b = (i * 104_729 + 13) % 1_000_000_007;
    pairs.push([`${a} ${b}\n`, `${a + b}\n`]);
  }
  return pairs;
}

function prefixPairs(): [string, string][] {
  return [5, 50, 500, 5000, 50_000].map((n) => {
    const values = Array.from({ length: n }, (_, i) => ((i * 37) % 201) - 100);
    return [`${n}\n${values.join(' ')}\n`, `${values.reduce((a, b) => a + b, 0)}\n`];
  });
}

const demoProblems = () => [
  {
    fields: withProblemDefaults({
      problemId: '1000',
      title: 'A+B Problem',
      description: 'Read two integers $a$ and $b$ and print their sum.',
      input: 'One line with two integers $a$ and $b$ ($0 \\le a, b \\le 10^9$).',
      output: 'One line with $a + b$.',
      examples: [{ input: '1 2\n', output: '3\n' }],
      hint: 'Mind the range: $a+b$ can exceed $2^{31}-1$.',
      source: 'Demo',
      difficulty: 0,
      tags: ['Beginner', 'Math'],
      codeTemplates: {
        'C++':
          '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << "\\n";\n}\n',
      },
    }),
    cases: casesOf(sumPairs()),
  },
  {
    fields: withProblemDefaults({
      problemId: '1001',
      title: 'Hello, Judge',
      description: 'Print the line `Hello World!` exactly.',
      output: 'The single line `Hello World!`.',
      examples: [{ input: '', output: 'Hello World!\n' }],
      source: 'Demo',
      difficulty: 0,
      tags: ['Beginner'],
    }),
    cases: casesOf([['', 'Hello World!\n']]),
  },
  {
    fields: withProblemDefaults({
      problemId: '1002',
      title: 'Sum of a Sequence',
      type: ProblemType.oi,
      description: 'Given $n$ integers $x_1, \\dots, x_n$, print $\\sum_{i=1}^{n} x_i$.',
      input:
        'The first line holds $n$ ($1 \\le n \\le 10^5$); the second the $n$ integers ($|x_i| \\le 100$).',
      output: 'The sum.',
      examples: [{ input: '3\n1 -2 3\n', output: '2\n' }],
      source: 'Demo',
      difficulty: 1,
      tags: ['Beginner', 'Prefix sums'],
    }),
    cases: casesOf(prefixPairs(), spreadOiScores(5)),
  },
];

/** A few real problems with statements, samples and test data, so the demo has something to solve. */
export async function seedDemoProblems(services: Services, metadata: EventMetadata): Promise<number> {
  let created = 0;
  for (const problem of demoProblems()) {
    if ((await services.store.readStream(claimStreamId('problemId', problem.fields.problemId))).length > 0)
      continue;
    await createProblem(services, metadata, problem.fields, problem.cases);
    created++;
  }
  return created;
}
