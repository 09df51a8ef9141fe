"""How the benchmarks time a framework's step: microseconds per call,
the median of 5 batches of `iterations` calls after a warm-up call;
`finish` waits for a batch's last result (`jax.block_until_ready`)."""
import statistics
import time


def median_us(run, iterations, finish=lambda result: result):
    finish(run())
    samples = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(iterations):
            result = run()
        finish(result)
        samples.append((time.perf_counter() - start) / iterations * 1e6)
    return statistics.median(samples)
