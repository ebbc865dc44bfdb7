function time(label: string, fn: () => number) {
  let sink = 0;
  const c0 = process.cpuUsage();
  const N = 2_000_000;
  for (let i = 0; i < N; i++) sink += fn();
  const c = process.cpuUsage(c0);
  console.log(label, (((c.user + c.system) * 1000) / N).toFixed(0), 'ns', sink % 2);
}
const st = new Int32Array(135);
for (let r = 0; r < 2; r++) {
  time('slice', () => st.slice().length);
  time('new Int32Array(src)', () => new Int32Array(st).length);
  time('new + set', () => { const a = new Int32Array(135); a.set(st); return a.length; });
  time('new only', () => new Int32Array(135).length);
  time('new + loop', () => { const a = new Int32Array(135); for (let i = 0; i < 135; i++) a[i] = st[i]!; return a.length; });
  time('Array(135) loop', () => { const a = new Array(135); for (let i = 0; i < 135; i++) a[i] = st[i]!; return a.length; });
}
