import { css, unsafeCSS } from 'lit';
const re = /`[a-z]`/g; // ` in a comment
export default css`
  :host { --x-bg: #0369a1; }
  .button--primary { background-color: var(--x-bg); color: ${unsafeCSS('#fff')}; }
  .button--primary:hover:not(.button--disabled) { background-color: #0284c7; }
`;
