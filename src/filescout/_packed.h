/* The packed entry format shared by filescout._walk (writes) and filescout._bulk (reads). */
#ifndef FILESCOUT_PACKED_H
#define FILESCOUT_PACKED_H

#include <stdint.h>
#include <string.h>

#define PACKED_MAX_EXT 16
#define PACKED_HEADER (6 * 8 + 4 + 2 + 2 + 1)

typedef struct {
    const char *name, *ext, *raw;
    int name_len, ext_len, raw_len;
    int32_t category;
    int64_t size, mtime_ns, ctime_ns, inode, nlink, flags;
} packed_entry;

static inline void packed_write(char *p, const packed_entry *e) {
    int64_t nums[6] = {e->size, e->mtime_ns, e->ctime_ns, e->inode, e->nlink, e->flags};
    uint16_t nl = (uint16_t)e->name_len, rl = (uint16_t)e->raw_len;
    uint8_t el = (uint8_t)e->ext_len;
    memcpy(p, nums, 48);
    memcpy(p + 48, &e->category, 4);
    memcpy(p + 52, &nl, 2);
    memcpy(p + 54, &rl, 2);
    memcpy(p + 56, &el, 1);
    p += PACKED_HEADER;
    memcpy(p, e->name, e->name_len);
    memcpy(p + e->name_len, e->ext, e->ext_len);
    if (e->raw_len) memcpy(p + e->name_len + e->ext_len, e->raw, e->raw_len);
}

/* Reads one entry at p; returns the next entry's address, or NULL if the data is cut short. */
static inline const char *packed_read(const char *p, const char *end, packed_entry *e) {
    if (end - p < PACKED_HEADER) return NULL;
    int64_t nums[6];
    uint16_t nl, rl;
    uint8_t el;
    memcpy(nums, p, 48);
    memcpy(&e->category, p + 48, 4);
    memcpy(&nl, p + 52, 2);
    memcpy(&rl, p + 54, 2);
    memcpy(&el, p + 56, 1);
    e->size = nums[0];
    e->mtime_ns = nums[1];
    e->ctime_ns = nums[2];
    e->inode = nums[3];
    e->nlink = nums[4];
    e->flags = nums[5];
    e->name_len = nl;
    e->raw_len = rl;
    e->ext_len = el;
    p += PACKED_HEADER;
    if (end - p < (long)nl + el + rl) return NULL;
    e->name = p;
    e->ext = p + nl;
    e->raw = rl ? p + nl + el : NULL;
    return p + nl + el + rl;
}

#endif
