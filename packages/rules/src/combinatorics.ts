/** Exact binomial coefficient C(n, k); 0 when k is out of range. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n || n < 0) return 0;
  const m = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= m; i++) {
    // Multiply before dividing keeps every intermediate an exact integer.
    result = (result * (n - m + i)) / i;
  }
  return result;
}

/** Ordered arrangements A(n, k) = n! / (n - k)!; 0 when k is out of range. */
export function arrange(n: number, k: number): number {
  if (k < 0 || k > n || n < 0) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result *= n - i;
  return result;
}

/** Every k-element subset of `items`, in lexicographic order of positions. */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number): void => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i] as T);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** Cartesian product of the rows. */
export function product<T>(rows: readonly (readonly T[])[]): T[][] {
  let out: T[][] = [[]];
  for (const row of rows) {
    const next: T[][] = [];
    for (const prefix of out) for (const item of row) next.push([...prefix, item]);
    out = next;
  }
  return out;
}
