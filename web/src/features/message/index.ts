export { UnreadBadge } from './components/UnreadBadge';
