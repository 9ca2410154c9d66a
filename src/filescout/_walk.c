/* filescout._walk: read one folder's entries and lstat them, in C.
 *
 * The pure-Python reader in filescout/index/walker.py is the reference; this
 * module produces the same entries for the common case (ASCII names) and
 * calls back into Python for everything else (non-ASCII names, names that
 * may be sensitive, sub-folders), so the rules live in one place.
 *
 * scan_dir(path: bytes, dir_flags: int, parent_lower: str)
 *     -> (packed: bytes, subdirs: list, skipped: int, sig: int, files: int,
 *         summary: list[(ext, hidden, files, bytes)], multilink: bool)
 *     Raises OSError when the folder cannot be opened or read.
 * unpack(packed) -> list of entries, the tuples walker.py documents.
 *
 * A packed entry is a fixed header followed by its strings:
 *     int64 size, mtime_ns, ctime_ns, inode, nlink (0: a single link), flags;
 *     int32 category; uint16 name length, raw length (0: none); uint8 ext length;
 *     then the name (UTF-8), the extension, the raw name bytes.
 * filescout._bulk inserts packed entries straight into SQLite.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "_packed.h"

#define MAX_PATTERNS 64
#define CAT_SLOTS 4096 /* power of two, well above the number of known extensions */

typedef struct {
    char *s;
    Py_ssize_t n;
} pattern;

typedef struct {
    char ext[PACKED_MAX_EXT + 1];
    int len;
    int cat;
} cat_slot;

static PyObject *classify;   /* classify_file(name, parent_lower) -> tier */
static PyObject *dir_task;   /* dir_task(parent_path, name, dir_flags, ino, dev) -> task | None */
static PyObject *slow_entry; /* slow_entry(name, parent_lower, dir_flags, size, mtime_ns, ctime_ns, ino, nlink, mode)
                                -> entry | None */
static long F_HIDDEN, F_NOISE, F_WARN, F_SYMLINK, F_SPECIAL, F_MULTILINK, TIER_SKIP;
static pattern suffixes[MAX_PATTERNS], prefixes[MAX_PATTERNS], contains[MAX_PATTERNS];
static int n_suffixes, n_prefixes, n_contains;
static cat_slot cats[CAT_SLOTS];
static int configured;

static int load_patterns(PyObject *seq, pattern *out, int *count) {
    PyObject *fast = PySequence_Fast(seq, "patterns must be a sequence of str");
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > MAX_PATTERNS) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "too many patterns");
        return -1;
    }
    for (int i = 0; i < *count; i++) PyMem_Free(out[i].s);
    *count = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_ssize_t len;
        const char *s = PyUnicode_AsUTF8AndSize(PySequence_Fast_GET_ITEM(fast, i), &len);
        if (!s) {
            Py_DECREF(fast);
            return -1;
        }
        out[i].s = PyMem_Malloc(len + 1);
        if (!out[i].s) {
            Py_DECREF(fast);
            PyErr_NoMemory();
            return -1;
        }
        memcpy(out[i].s, s, len + 1);
        out[i].n = len;
        *count = (int)i + 1;
    }
    Py_DECREF(fast);
    return 0;
}

static uint32_t ext_hash(const char *s, int n) {
    uint32_t h = 2166136261u;
    for (int i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

/* the category table: an open-addressing copy of EXT_CATEGORY (ASCII keys) */
static int load_categories(PyObject *dict) {
    memset(cats, 0, sizeof cats);
    PyObject *key, *value;
    Py_ssize_t pos = 0, used = 0;
    while (PyDict_Next(dict, &pos, &key, &value)) {
        Py_ssize_t n;
        const char *k = PyUnicode_AsUTF8AndSize(key, &n);
        if (!k) return -1;
        long cat = PyLong_AsLong(value);
        if (cat == -1 && PyErr_Occurred()) return -1;
        if (n == 0 || n > PACKED_MAX_EXT) continue;
        if (++used > CAT_SLOTS / 2) {
            PyErr_SetString(PyExc_ValueError, "too many extensions");
            return -1;
        }
        uint32_t i = ext_hash(k, (int)n) & (CAT_SLOTS - 1);
        while (cats[i].len) i = (i + 1) & (CAT_SLOTS - 1);
        memcpy(cats[i].ext, k, n);
        cats[i].len = (int)n;
        cats[i].cat = (int)cat;
    }
    return 0;
}

static int category_of(const char *ext, int n) {
    if (n == 0) return 0;
    uint32_t i = ext_hash(ext, n) & (CAT_SLOTS - 1);
    while (cats[i].len) {
        if (cats[i].len == n && memcmp(cats[i].ext, ext, n) == 0) return cats[i].cat;
        i = (i + 1) & (CAT_SLOTS - 1);
    }
    return 0;
}

static PyObject *configure(PyObject *self, PyObject *args) {
    PyObject *cat, *suf, *pre, *con, *cls, *dt, *slow;
    if (!PyArg_ParseTuple(args, "O!OOOOOOlllllll", &PyDict_Type, &cat, &suf, &pre, &con, &cls, &dt, &slow,
                          &F_HIDDEN, &F_NOISE, &F_WARN, &F_SYMLINK, &F_SPECIAL, &F_MULTILINK, &TIER_SKIP))
        return NULL;
    if (load_patterns(suf, suffixes, &n_suffixes) || load_patterns(pre, prefixes, &n_prefixes) ||
        load_patterns(con, contains, &n_contains) || load_categories(cat))
        return NULL;
    Py_XSETREF(classify, Py_NewRef(cls));
    Py_XSETREF(dir_task, Py_NewRef(dt));
    Py_XSETREF(slow_entry, Py_NewRef(slow));
    configured = 1;
    Py_RETURN_NONE;
}

/* -- signature: a 64-bit mix over every entry's fields ---------------------- */
static inline uint64_t mix64(uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

static inline uint64_t step(uint64_t h, uint64_t v) {
    return mix64(h ^ (v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2)));
}

static uint64_t step_bytes(uint64_t h, const char *s, size_t n) {
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, 8);
        h = step(h, w);
    }
    if (i < n) {
        uint64_t w = 0;
        memcpy(&w, s + i, n - i);
        h = step(h, w);
    }
    return step(h, (uint64_t)n);
}

static int maybe_sensitive(const char *lower, Py_ssize_t n) {
    for (int i = 0; i < n_suffixes; i++)
        if (n >= suffixes[i].n && memcmp(lower + n - suffixes[i].n, suffixes[i].s, suffixes[i].n) == 0) return 1;
    for (int i = 0; i < n_prefixes; i++)
        if (n >= prefixes[i].n && memcmp(lower, prefixes[i].s, prefixes[i].n) == 0) return 1;
    for (int i = 0; i < n_contains; i++)
        if (memmem(lower, n, contains[i].s, contains[i].n)) return 1;
    return 0;
}

/* -- output buffer and per-extension summary --------------------------------- */
typedef struct {
    char *buf;
    size_t len, cap;
} outbuf;

static int out_reserve(outbuf *o, size_t more) {
    if (o->len + more <= o->cap) return 0;
    size_t cap = o->cap ? o->cap * 2 : 16384;
    while (cap < o->len + more) cap *= 2;
    char *b = PyMem_Realloc(o->buf, cap);
    if (!b) {
        PyErr_NoMemory();
        return -1;
    }
    o->buf = b;
    o->cap = cap;
    return 0;
}

typedef struct {
    char ext[4 * PACKED_MAX_EXT + 1];
    int len, hidden;
    long long files, bytes;
} ext_total;

typedef struct {
    ext_total *items;
    int n, cap;
} summary;

static int summary_add(summary *s, const char *ext, int len, int hidden, long long size) {
    for (int i = 0; i < s->n; i++) {
        ext_total *t = &s->items[i];
        if (t->len == len && t->hidden == hidden && memcmp(t->ext, ext, len) == 0) {
            t->files++;
            t->bytes += size;
            return 0;
        }
    }
    if (s->n == s->cap) {
        int cap = s->cap ? s->cap * 2 : 16;
        ext_total *items = PyMem_Realloc(s->items, cap * sizeof(ext_total));
        if (!items) {
            PyErr_NoMemory();
            return -1;
        }
        s->items = items;
        s->cap = cap;
    }
    ext_total *t = &s->items[s->n++];
    memcpy(t->ext, ext, len);
    t->len = len;
    t->hidden = hidden;
    t->files = 1;
    t->bytes = size;
    return 0;
}

static int pack(outbuf *o, packed_entry *e, summary *sm) {
    if (out_reserve(o, PACKED_HEADER + e->name_len + e->ext_len + e->raw_len)) return -1;
    packed_write(o->buf + o->len, e);
    o->len += PACKED_HEADER + e->name_len + e->ext_len + e->raw_len;
    return summary_add(sm, e->ext, e->ext_len, (e->flags & (F_HIDDEN | F_NOISE)) != 0, e->size);
}

/* An ASCII name: 1 packed, 0 skipped (sensitive), -1 error. */
static int fast_entry(const char *name, Py_ssize_t n, PyObject *parent_lower, long dflags, const struct stat *st,
                      outbuf *o, summary *sm, long *flags_out) {
    char lower[256];
    for (Py_ssize_t i = 0; i < n; i++) {
        char c = name[i];
        lower[i] = (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c;
    }
    long f = name[0] == '.' ? (dflags | F_HIDDEN) : dflags;
    if (maybe_sensitive(lower, n)) {
        PyObject *name_obj = PyUnicode_FromStringAndSize(name, n);
        if (!name_obj) return -1;
        PyObject *tier = PyObject_CallFunctionObjArgs(classify, name_obj, parent_lower, NULL);
        Py_DECREF(name_obj);
        if (!tier) return -1;
        long t = PyLong_AsLong(tier);
        Py_DECREF(tier);
        if (t == -1 && PyErr_Occurred()) return -1;
        if (t >= TIER_SKIP) return 0;
        if (t) f |= F_WARN;
    }
    if (!S_ISREG(st->st_mode)) f |= S_ISLNK(st->st_mode) ? F_SYMLINK : F_SPECIAL;
    if (st->st_nlink > 1) f |= F_MULTILINK;
    Py_ssize_t dot = -1;
    for (Py_ssize_t i = n - 1; i >= 0; i--)
        if (lower[i] == '.') {
            dot = i;
            break;
        }
    packed_entry e;
    e.name = name;
    e.name_len = (int)n;
    if (dot > 0 && dot < n - 1 && n - dot <= 17) {
        e.ext = lower + dot + 1;
        e.ext_len = (int)(n - dot - 1);
    } else {
        e.ext = "";
        e.ext_len = 0;
    }
    e.category = category_of(e.ext, e.ext_len);
    e.size = (int64_t)st->st_size;
    e.mtime_ns = (int64_t)st->st_mtim.tv_sec * 1000000000LL + st->st_mtim.tv_nsec;
    e.ctime_ns = (int64_t)st->st_ctim.tv_sec * 1000000000LL + st->st_ctim.tv_nsec;
    e.inode = (int64_t)st->st_ino;
    e.nlink = st->st_nlink > 1 ? (int64_t)st->st_nlink : 0;
    e.flags = f;
    e.raw = NULL;
    e.raw_len = 0;
    *flags_out = f;
    return pack(o, &e, sm) ? -1 : 1;
}

/* An entry tuple from walker._file_entry, packed. */
static int pack_tuple(PyObject *t, outbuf *o, summary *sm, long *flags_out) {
    if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != 10) {
        PyErr_SetString(PyExc_TypeError, "an entry is a tuple of 10 fields");
        return -1;
    }
    packed_entry e;
    Py_ssize_t n;
    e.name = PyUnicode_AsUTF8AndSize(PyTuple_GET_ITEM(t, 0), &n);
    if (!e.name) return -1;
    e.name_len = (int)n;
    e.ext = PyUnicode_AsUTF8AndSize(PyTuple_GET_ITEM(t, 1), &n);
    if (!e.ext) return -1;
    e.ext_len = (int)n;
    if (e.name_len > 65535 || e.ext_len > 255) {
        PyErr_SetString(PyExc_ValueError, "name too long");
        return -1;
    }
    e.category = (int32_t)PyLong_AsLong(PyTuple_GET_ITEM(t, 2));
    e.size = PyLong_AsLongLong(PyTuple_GET_ITEM(t, 3));
    e.mtime_ns = PyLong_AsLongLong(PyTuple_GET_ITEM(t, 4));
    e.ctime_ns = PyLong_AsLongLong(PyTuple_GET_ITEM(t, 5));
    e.inode = (int64_t)PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(t, 6));
    PyObject *nl = PyTuple_GET_ITEM(t, 7);
    e.nlink = nl == Py_None ? 0 : PyLong_AsLongLong(nl);
    e.flags = PyLong_AsLongLong(PyTuple_GET_ITEM(t, 8));
    PyObject *raw = PyTuple_GET_ITEM(t, 9);
    if (raw == Py_None) {
        e.raw = NULL;
        e.raw_len = 0;
    } else {
        char *r;
        if (PyBytes_AsStringAndSize(raw, &r, &n)) return -1;
        e.raw = r;
        e.raw_len = (int)n;
    }
    if (PyErr_Occurred()) return -1;
    *flags_out = (long)e.flags;
    return pack(o, &e, sm);
}

static PyObject *summary_list(summary *sm) {
    PyObject *list = PyList_New(sm->n);
    if (!list) return NULL;
    for (int i = 0; i < sm->n; i++) {
        ext_total *t = &sm->items[i];
        PyObject *item = Py_BuildValue("(s#iLL)", t->ext, (Py_ssize_t)t->len, t->hidden, t->files, t->bytes);
        if (!item) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, item);
    }
    return list;
}

static PyObject *scan_dir(PyObject *self, PyObject *args) {
    PyObject *path_bytes, *parent_lower;
    long dflags;
    if (!PyArg_ParseTuple(args, "O!lU", &PyBytes_Type, &path_bytes, &dflags, &parent_lower)) return NULL;
    if (!configured) {
        PyErr_SetString(PyExc_RuntimeError, "filescout._walk is not configured");
        return NULL;
    }
    const char *path = PyBytes_AS_STRING(path_bytes);
    int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return PyErr_SetFromErrnoWithFilenameObject(PyExc_OSError, path_bytes);
    DIR *d = fdopendir(fd);
    if (!d) {
        int e = errno;
        close(fd);
        errno = e;
        return PyErr_SetFromErrnoWithFilenameObject(PyExc_OSError, path_bytes);
    }
    outbuf o = {NULL, 0, 0};
    summary sm = {NULL, 0, 0};
    PyObject *subdirs = PyList_New(0), *path_str = NULL, *result = NULL;
    long skipped = 0, count = 0;
    int multilink = 0;
    uint64_t h = 0x6673325f77616c6bULL; /* "fs2_walk" */
    if (!subdirs) goto done;
    for (;;) {
        errno = 0;
        struct dirent *de = readdir(d);
        if (!de) {
            if (errno) {
                PyErr_SetFromErrnoWithFilenameObject(PyExc_OSError, path_bytes);
                goto done;
            }
            break;
        }
        const char *name = de->d_name;
        if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0))) continue;
        struct stat st;
        if (fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) != 0) continue; /* vanished between listing and stat */
        Py_ssize_t n = (Py_ssize_t)strlen(name);
        if (S_ISDIR(st.st_mode)) {
            if (!path_str) {
                path_str = PyUnicode_DecodeFSDefaultAndSize(path, PyBytes_GET_SIZE(path_bytes));
                if (!path_str) goto done;
            }
            PyObject *name_obj = PyUnicode_DecodeFSDefaultAndSize(name, n);
            if (!name_obj) goto done;
            PyObject *task = PyObject_CallFunction(dir_task, "OOlKK", path_str, name_obj, dflags,
                                                   (unsigned long long)st.st_ino, (unsigned long long)st.st_dev);
            Py_DECREF(name_obj);
            if (!task) goto done;
            int err = 0;
            if (task == Py_None)
                skipped++;
            else
                err = PyList_Append(subdirs, task);
            Py_DECREF(task);
            if (err) goto done;
            continue;
        }
        int ascii = n < 256;
        for (Py_ssize_t i = 0; ascii && i < n; i++)
            if ((unsigned char)name[i] >= 0x80) ascii = 0;
        long f;
        if (ascii) {
            int r = fast_entry(name, n, parent_lower, dflags, &st, &o, &sm, &f);
            if (r < 0) goto done;
            if (r == 0) {
                skipped++;
                continue;
            }
        } else {
            PyObject *name_obj = PyUnicode_DecodeFSDefaultAndSize(name, n);
            if (!name_obj) goto done;
            PyObject *entry = PyObject_CallFunction(
                slow_entry, "OOlLLLKKI", name_obj, parent_lower, dflags, (long long)st.st_size,
                (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec,
                (long long)st.st_ctim.tv_sec * 1000000000LL + st.st_ctim.tv_nsec, (unsigned long long)st.st_ino,
                (unsigned long long)st.st_nlink, (unsigned int)st.st_mode);
            Py_DECREF(name_obj);
            if (!entry) goto done;
            if (entry == Py_None) {
                Py_DECREF(entry);
                skipped++;
                continue;
            }
            int r = pack_tuple(entry, &o, &sm, &f);
            Py_DECREF(entry);
            if (r) goto done;
        }
        if (st.st_nlink > 1) multilink = 1;
        h = step_bytes(h, name, (size_t)n);
        h = step(h, (uint64_t)st.st_size);
        h = step(h, (uint64_t)st.st_mtim.tv_sec * 1000000000ULL + (uint64_t)st.st_mtim.tv_nsec);
        h = step(h, (uint64_t)st.st_ctim.tv_sec * 1000000000ULL + (uint64_t)st.st_ctim.tv_nsec);
        h = step(h, (uint64_t)st.st_ino);
        h = step(h, st.st_nlink > 1 ? (uint64_t)st.st_nlink : 0);
        h = step(h, (uint64_t)f);
        count++;
    }
    h = step(h, (uint64_t)count) & ((1ULL << 63) - 1);
    PyObject *blob = PyBytes_FromStringAndSize(o.buf ? o.buf : "", (Py_ssize_t)o.len);
    PyObject *sum = blob ? summary_list(&sm) : NULL;
    if (sum)
        result = Py_BuildValue("(NOlKlNO)", blob, subdirs, skipped, (unsigned long long)h, count, sum,
                               multilink ? Py_True : Py_False);
    else
        Py_XDECREF(blob);
done:
    closedir(d);
    Py_XDECREF(path_str);
    Py_XDECREF(subdirs);
    PyMem_Free(o.buf);
    PyMem_Free(sm.items);
    return result;
}

static PyObject *unpack(PyObject *self, PyObject *arg) {
    Py_buffer view;
    if (PyObject_GetBuffer(arg, &view, PyBUF_SIMPLE)) return NULL;
    PyObject *list = PyList_New(0);
    const char *p = view.buf, *end = p + view.len;
    while (list && p < end) {
        packed_entry e;
        const char *next = packed_read(p, end, &e);
        if (!next) {
            PyErr_SetString(PyExc_ValueError, "damaged packed entries");
            Py_CLEAR(list);
            break;
        }
        PyObject *t = Py_BuildValue(
            "(s#s#iLLLLNLN)", e.name, (Py_ssize_t)e.name_len, e.ext, (Py_ssize_t)e.ext_len, (int)e.category,
            (long long)e.size, (long long)e.mtime_ns, (long long)e.ctime_ns, (long long)e.inode,
            e.nlink ? PyLong_FromLongLong(e.nlink) : Py_NewRef(Py_None), (long long)e.flags,
            e.raw ? PyBytes_FromStringAndSize(e.raw, e.raw_len) : Py_NewRef(Py_None));
        if (!t || PyList_Append(list, t)) {
            Py_XDECREF(t);
            Py_CLEAR(list);
            break;
        }
        Py_DECREF(t);
        p = next;
    }
    PyBuffer_Release(&view);
    return list;
}

static PyMethodDef methods[] = {
    {"configure", configure, METH_VARARGS, "Set the tables and callbacks scan_dir uses."},
    {"scan_dir", scan_dir, METH_VARARGS, "Read and lstat one folder's entries, packed."},
    {"unpack", unpack, METH_O, "Packed entries as a list of entry tuples."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_walk", "A compiled folder reader for the scanner.",
                                    -1, methods};

PyMODINIT_FUNC PyInit__walk(void) { return PyModule_Create(&module); }
