function cpu(f: () => void): number { const a = process.cpuUsage(); f(); const b = process.cpuUsage(a); return (b.user + b.system) / 1000; }
const parts: number[][] = Array.from({ length: 13 }, (_, i) => Array.from({ length: 8 }, (_, k) => i * 8 + k));
const E: number[] = [];
let s = 0; const N = 1_000_000;
for (let r = 0; r < 3; r++) {
let ms = cpu(() => { for (let i = 0; i < N; i++) { const o = E.concat(parts[0]!, parts[1]!, parts[2]!, parts[3]!, parts[4]!, parts[5]!, parts[6]!, parts[7]!, parts[8]!, parts[9]!, parts[10]!, parts[11]!, parts[12]!); s += o.length; } });
console.log('concat13', (ms * 1e6 / N).toFixed(0));
ms = cpu(() => { for (let i = 0; i < N; i++) { const o = new Array(104); let j = 0; for (let k = 0; k < 13; k++) { const p = parts[k]!; for (let q = 0; q < p.length; q++) o[j++] = p[q]; } s += o.length; } });
console.log('copy loop', (ms * 1e6 / N).toFixed(0));
ms = cpu(() => { for (let i = 0; i < N; i++) { const o = new Array(104); for (let k = 0; k < 104; k++) o[k] = k; s += o.length; } });
console.log('fill 104', (ms * 1e6 / N).toFixed(0));
ms = cpu(() => { for (let i = 0; i < N; i++) { const o: number[] = []; for (let k = 0; k < 104; k++) o.push(k); s += o.length; } });
console.log('push 104', (ms * 1e6 / N).toFixed(0));
}
