/**
 * Drawing an exam's questions: `count` questions from a pool, shared among the topics in proportion
 * to the content outline's weights (largest remainder, so the shares add up to `count` exactly), at
 * random within each topic and without repeats. A topic with fewer questions than its share gives
 * the rest to the others. Pure apart from `random`, which tests replace with a seeded source.
 */

export type DrawableQuestion = { id: string; topic: string };
export type TopicWeight = { topic: string; weight: number };

/** A random number in [0, 1) from the platform's cryptographic source (Workers and Node alike). */
export function cryptoRandom(): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return (value as number) / 2 ** 32;
}

/** How many questions each topic gives: proportional to its weight, capped by what it has. */
export function shareByWeight(count: number, weights: TopicWeight[], available: Map<string, number>): Map<string, number> {
  const shares = new Map<string, number>(weights.map(({ topic }) => [topic, 0]));
  const room = (topic: string) => (available.get(topic) ?? 0) - (shares.get(topic) ?? 0);
  let left = count;
  // Each round shares what is left among the topics that still have questions; a topic that runs
  // out drops out and the next round gives its remainder to the others. Topics of weight 0 give
  // questions only when no weighted topic has any left.
  while (left > 0) {
    const withRoom = weights.filter(({ topic }) => room(topic) > 0);
    if (withRoom.length === 0) break;
    const weighted = withRoom.filter(({ weight }) => weight > 0);
    const sharing = weighted.length > 0 ? weighted : withRoom.map(({ topic }) => ({ topic, weight: 1 }));
    const totalWeight = sharing.reduce((sum, { weight }) => sum + weight, 0);
    const quotas = sharing.map(({ topic, weight }) => {
      const exact = (left * weight) / totalWeight;
      return { topic, whole: Math.floor(exact), remainder: exact - Math.floor(exact) };
    });
    let handedOut = quotas.reduce((sum, { whole }) => sum + whole, 0);
    for (const quota of [...quotas].sort((a, b) => b.remainder - a.remainder || a.topic.localeCompare(b.topic))) {
      if (handedOut >= left) break;
      quota.whole += 1;
      handedOut += 1;
    }
    // The quotas add up to `left`, so at least one topic with room takes at least one: the loop ends.
    for (const { topic, whole } of quotas) {
      const take = Math.min(whole, room(topic));
      shares.set(topic, (shares.get(topic) ?? 0) + take);
      left -= take;
    }
  }
  return shares;
}

/** `count` question ids drawn from `pool` by topic weight, in random order. */
export function drawQuestions(pool: DrawableQuestion[], weights: TopicWeight[], count: number, random: () => number = cryptoRandom): string[] {
  const byTopic = new Map<string, string[]>();
  for (const question of pool) byTopic.set(question.topic, [...(byTopic.get(question.topic) ?? []), question.id]);
  const knownWeights = weights.filter(({ topic }) => byTopic.has(topic));
  const shares = shareByWeight(count, knownWeights, new Map([...byTopic].map(([topic, ids]) => [topic, ids.length])));
  const drawn = [...shares].flatMap(([topic, share]) => shuffled(byTopic.get(topic) ?? [], random).slice(0, share));
  return shuffled(drawn, random);
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
