/** Milliseconds on the machine's monotonic clock: the same in every process, so a time taken in one can be compared with a time taken in another. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
