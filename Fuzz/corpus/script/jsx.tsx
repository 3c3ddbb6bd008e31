const E = () => <p>Don't</p>;
export const s = css`.ok { color: #000 }`;
const t = html`<b>${x}</b>`;
