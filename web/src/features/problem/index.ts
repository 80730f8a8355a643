// The problem page (/problem/:problemId): statement, samples and the code editor.
export { ProblemPage } from './components/ProblemPage';
