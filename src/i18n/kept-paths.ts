/*
 * typesafe-i18n's `LL` answers every property read with a new Proxy over a fresh copy of that part of
 * the dictionary: `LL.offers` copies every text of the offers area, `LL.offers.list` every text of the
 * list, and a page reads hundreds of texts per render. In the renderer's CPU profile of a few page
 * visits that copying was the app's busiest function (decision 115). Here each path's answer is kept,
 * so a text read again is one map look-up.
 *
 * Only for a dictionary that is whole: one loaded for the first paint is completed in place later
 * (./load.ts), and a kept answer would keep its empty placeholder.
 */
const kept = new WeakMap<object, object>();

/** `ll` with every path's answer kept (the same `ll` gives the same object, shared by every caller). */
export function keepPaths<T extends object>(ll: T): T {
  let wrapped = kept.get(ll) as T | undefined;
  if (!wrapped) {
    wrapped = keep(ll);
    kept.set(ll, wrapped);
  }
  return wrapped;
}

function keep<T extends object>(node: T): T {
  const answers = new Map<PropertyKey, unknown>();
  return new Proxy(node, {
    get(target, key) {
      if (answers.has(key)) return answers.get(key);
      const value: unknown = Reflect.get(target, key);
      // an area or a text (a callable Proxy or a bound function): kept one level further down
      const answer = typeof key === 'string' && typeof value === 'function' ? keep(value) : value;
      answers.set(key, answer);
      return answer;
    },
  });
}
