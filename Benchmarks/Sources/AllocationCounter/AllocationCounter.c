// Heap allocation counting for the benchmark executable.
//
// On glibc, a `malloc` defined in the executable takes precedence over libc's for every shared
// library in the process (the Swift runtime included), so defining the allocation entry points
// here and forwarding them to glibc's internal `__libc_*` functions sees every allocation
// without LD_PRELOAD. Counting is a relaxed atomic add while enabled.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <stdatomic.h>
#include <stddef.h>
#include <errno.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static atomic_int counting;
static atomic_llong allocations;
// How many blocks of each size were asked for while counting (the last slot holds the larger ones): printed to
// standard error at each stop when TWEENKIT_ALLOCATION_SIZES is set, to tell what each allocation of a run is for.
#define LARGEST_SIZE 4096
static atomic_llong sizes[LARGEST_SIZE + 1];
static int recordingSizes;

static inline void count(size_t size) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
        if (recordingSizes) {
            atomic_fetch_add_explicit(&sizes[size < LARGEST_SIZE ? size : LARGEST_SIZE], 1, memory_order_relaxed);
        }
    }
}

void *malloc(size_t size) { count(size); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { count(n * size); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { count(size); return __libc_realloc(p, size); }
void free(void *p) { __libc_free(p); }
void *memalign(size_t alignment, size_t size) { count(size); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count(size); return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    count(size);
    void *p = __libc_memalign(alignment, size);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}

int allocation_counter_supported(void) { return 1; }
void allocation_counter_start(void) {
    recordingSizes = getenv("TWEENKIT_ALLOCATION_SIZES") != NULL;
    atomic_store(&allocations, 0);
    atomic_store(&counting, 1);
}
int64_t allocation_counter_stop(void) {
    atomic_store(&counting, 0);
    if (recordingSizes) {
        for (int size = 0; size <= LARGEST_SIZE; size++) {
            long long blocks = atomic_exchange(&sizes[size], 0);
            if (blocks) fprintf(stderr, "%s%d bytes: %lld blocks\n", size == LARGEST_SIZE ? "from " : "", size, blocks);
        }
        fprintf(stderr, "--\n");
    }
    return atomic_load(&allocations);
}
// Chunks served from the heap and the large ones glibc maps on their own (above its mmap threshold, which it
// raises as such blocks are freed): a large table is counted wherever it was placed.
int64_t heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (int64_t)(info.uordblks + info.hblkhd);
}
#else
int allocation_counter_supported(void) { return 0; }
void allocation_counter_start(void) {}
int64_t allocation_counter_stop(void) { return 0; }
int64_t heap_bytes_in_use(void) { return -1; }
#endif
