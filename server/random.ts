/**
 * mulberry32: a tiny, well-known seeded generator. Math.random cannot be seeded, and every generated
 * thing here must replay from its seed: the demo's partners and marketplace, the simulator's traffic,
 * the fuzzer's mutations. Uniform in [0, 1).
 */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
