const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(BigInt);
const out = [];
for (let i = 0; i < data.length; i += 2) out.push(String(data[i] + data[i + 1]));
console.log(out.join('\n'));
