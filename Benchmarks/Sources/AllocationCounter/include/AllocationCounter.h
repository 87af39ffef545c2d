#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H
#include <stdint.h>

/// Whether this platform counts allocations (glibc only: elsewhere the counts stay 0).
int allocation_counter_supported(void);
/// Starts counting from zero.
void allocation_counter_start(void);
/// Stops counting and returns the allocations (malloc, calloc, realloc, aligned) seen since start.
int64_t allocation_counter_stop(void);
/// Bytes of heap in use (glibc's mallinfo2: allocated, not yet freed, mapped blocks included), or -1 where not known.
int64_t heap_bytes_in_use(void);

#endif
