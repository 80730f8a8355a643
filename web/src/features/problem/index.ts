// The problem page (/problem/:problemId): statement, samples and the code editor.

export type { Problem, ProblemSource } from './api/getProblemDetail';
export { ProblemPage, type ProblemWorkbench } from './components/ProblemPage';
export type { EditorHandle } from './editor/CodeEditor';
