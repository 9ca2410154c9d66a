/* filescout._bulk: a minimal SQLite writer for the scanner's first, bulk load.
 *
 * Writer(path) opens its own connection to the index (the same SQLite
 * library Python's sqlite3 module uses) and offers what the scanner's write
 * loop needs: execute(sql, params), executemany(sql, rows), and
 * insert_files(dir_id, packed), which inserts the packed entries of
 * filescout._walk without making a Python object per file. Statements are
 * prepared once and cached.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <sqlite3.h>

#include "_packed.h"

#define N_CACHED 32

typedef struct {
    PyObject_HEAD sqlite3 *db;
    PyObject *sql[N_CACHED];
    sqlite3_stmt *stmt[N_CACHED];
    int n;
} Writer;

static PyObject *OperationalError; /* sqlite3.OperationalError: callers handle one kind of error */

static int set_error(sqlite3 *db, const char *what) {
    PyErr_Format(OperationalError, "%s: %s (SQLite error %d)", what, db ? sqlite3_errmsg(db) : "out of memory",
                 db ? sqlite3_extended_errcode(db) : 0);
    return -1;
}

static int Writer_init(Writer *self, PyObject *args, PyObject *kw) {
    const char *path;
    int timeout_ms = 10000;
    static char *names[] = {"path", "timeout_ms", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "s|i", names, &path, &timeout_ms)) return -1;
    if (sqlite3_open_v2(path, &self->db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK) {
        set_error(self->db, "could not open the index");
        sqlite3_close(self->db);
        self->db = NULL;
        return -1;
    }
    sqlite3_busy_timeout(self->db, timeout_ms);
    return 0;
}

static void Writer_close_db(Writer *self) {
    for (int i = 0; i < self->n; i++) {
        sqlite3_finalize(self->stmt[i]);
        Py_CLEAR(self->sql[i]);
    }
    self->n = 0;
    if (self->db) {
        sqlite3_close(self->db);
        self->db = NULL;
    }
}

static void Writer_dealloc(Writer *self) {
    Writer_close_db(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static sqlite3_stmt *prepare(Writer *self, PyObject *sql) {
    if (!self->db) {
        PyErr_SetString(PyExc_RuntimeError, "the writer is closed");
        return NULL;
    }
    for (int i = 0; i < self->n; i++)
        if (self->sql[i] == sql || PyUnicode_Compare(self->sql[i], sql) == 0) {
            sqlite3_reset(self->stmt[i]);
            sqlite3_clear_bindings(self->stmt[i]);
            return self->stmt[i];
        }
    Py_ssize_t len;
    const char *text = PyUnicode_AsUTF8AndSize(sql, &len);
    if (!text) return NULL;
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(self->db, text, (int)len, &st, NULL) != SQLITE_OK) {
        set_error(self->db, "could not prepare a statement");
        return NULL;
    }
    if (self->n == N_CACHED) { /* drop the oldest */
        sqlite3_finalize(self->stmt[0]);
        Py_DECREF(self->sql[0]);
        memmove(self->stmt, self->stmt + 1, sizeof(self->stmt[0]) * (N_CACHED - 1));
        memmove(self->sql, self->sql + 1, sizeof(self->sql[0]) * (N_CACHED - 1));
        self->n--;
    }
    self->stmt[self->n] = st;
    self->sql[self->n] = Py_NewRef(sql);
    self->n++;
    return st;
}

static int bind_params(Writer *self, sqlite3_stmt *st, PyObject *params) {
    PyObject *fast = PySequence_Fast(params, "parameters must be a sequence");
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n != sqlite3_bind_parameter_count(st)) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "expected %d parameters, got %zd", sqlite3_bind_parameter_count(st), n);
        return -1;
    }
    int rc = SQLITE_OK;
    for (Py_ssize_t i = 0; i < n && rc == SQLITE_OK; i++) {
        PyObject *v = PySequence_Fast_GET_ITEM(fast, i);
        int k = (int)i + 1;
        if (v == Py_None) {
            rc = sqlite3_bind_null(st, k);
        } else if (PyLong_Check(v)) {
            long long x = PyLong_AsLongLong(v);
            if (x == -1 && PyErr_Occurred()) break;
            rc = sqlite3_bind_int64(st, k, x);
        } else if (PyFloat_Check(v)) {
            rc = sqlite3_bind_double(st, k, PyFloat_AS_DOUBLE(v));
        } else if (PyUnicode_Check(v)) {
            Py_ssize_t len;
            const char *s = PyUnicode_AsUTF8AndSize(v, &len);
            if (!s) break;
            rc = sqlite3_bind_text64(st, k, s, (sqlite3_uint64)len, SQLITE_TRANSIENT, SQLITE_UTF8);
        } else if (PyBytes_Check(v)) {
            rc = sqlite3_bind_blob64(st, k, PyBytes_AS_STRING(v), (sqlite3_uint64)PyBytes_GET_SIZE(v),
                                     SQLITE_TRANSIENT);
        } else {
            PyErr_Format(PyExc_TypeError, "unsupported parameter type %s", Py_TYPE(v)->tp_name);
            break;
        }
    }
    Py_DECREF(fast);
    if (PyErr_Occurred()) return -1;
    if (rc != SQLITE_OK) return set_error(self->db, "could not bind a parameter");
    return 0;
}

static int run(Writer *self, sqlite3_stmt *st) {
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
    }
    sqlite3_reset(st);
    if (rc != SQLITE_DONE) return set_error(self->db, "a write failed");
    return 0;
}

static PyObject *Writer_execute(Writer *self, PyObject *args) {
    PyObject *sql, *params = NULL;
    if (!PyArg_ParseTuple(args, "U|O", &sql, &params)) return NULL;
    sqlite3_stmt *st = prepare(self, sql);
    if (!st) return NULL;
    if (params && bind_params(self, st, params)) return NULL;
    if (run(self, st)) return NULL;
    Py_RETURN_NONE;
}

static PyObject *Writer_executemany(Writer *self, PyObject *args) {
    PyObject *sql, *rows;
    if (!PyArg_ParseTuple(args, "UO", &sql, &rows)) return NULL;
    sqlite3_stmt *st = prepare(self, sql);
    if (!st) return NULL;
    PyObject *it = PyObject_GetIter(rows), *row;
    if (!it) return NULL;
    while ((row = PyIter_Next(it))) {
        int err = bind_params(self, st, row) || run(self, st);
        Py_DECREF(row);
        if (err) {
            Py_DECREF(it);
            return NULL;
        }
    }
    Py_DECREF(it);
    if (PyErr_Occurred()) return NULL;
    Py_RETURN_NONE;
}

static PyObject *INSERT_FILES;

static PyObject *Writer_insert_files(Writer *self, PyObject *args) {
    long long dir_id;
    Py_buffer view;
    if (!PyArg_ParseTuple(args, "Ly*", &dir_id, &view)) return NULL;
    sqlite3_stmt *st = prepare(self, INSERT_FILES);
    if (!st) {
        PyBuffer_Release(&view);
        return NULL;
    }
    const char *p = view.buf, *end = p + view.len;
    long count = 0;
    while (p < end) {
        packed_entry e;
        const char *next = packed_read(p, end, &e);
        if (!next) {
            PyBuffer_Release(&view);
            PyErr_SetString(PyExc_ValueError, "damaged packed entries");
            return NULL;
        }
        sqlite3_bind_int64(st, 1, dir_id);
        sqlite3_bind_text(st, 2, e.name, e.name_len, SQLITE_STATIC);
        sqlite3_bind_text(st, 3, e.ext, e.ext_len, SQLITE_STATIC);
        sqlite3_bind_int(st, 4, e.category);
        sqlite3_bind_int64(st, 5, e.size);
        sqlite3_bind_int64(st, 6, e.mtime_ns);
        sqlite3_bind_int64(st, 7, e.ctime_ns);
        sqlite3_bind_int64(st, 8, e.inode);
        if (e.nlink)
            sqlite3_bind_int64(st, 9, e.nlink);
        else
            sqlite3_bind_null(st, 9);
        sqlite3_bind_int64(st, 10, e.flags);
        if (e.raw)
            sqlite3_bind_blob(st, 11, e.raw, e.raw_len, SQLITE_STATIC);
        else
            sqlite3_bind_null(st, 11);
        if (run(self, st)) {
            PyBuffer_Release(&view);
            return NULL;
        }
        count++;
        p = next;
    }
    sqlite3_clear_bindings(st);
    PyBuffer_Release(&view);
    return PyLong_FromLong(count);
}

static PyObject *Writer_close(Writer *self, PyObject *unused) {
    Writer_close_db(self);
    Py_RETURN_NONE;
}

static PyMethodDef Writer_methods[] = {
    {"execute", (PyCFunction)Writer_execute, METH_VARARGS, "Run one statement (no rows are returned)."},
    {"executemany", (PyCFunction)Writer_executemany, METH_VARARGS, "Run one statement for each row."},
    {"insert_files", (PyCFunction)Writer_insert_files, METH_VARARGS, "Insert packed entries into files."},
    {"close", (PyCFunction)Writer_close, METH_NOARGS, "Close the connection."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject WriterType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "filescout._bulk.Writer",
    .tp_basicsize = sizeof(Writer),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A SQLite connection for bulk writes.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Writer_init,
    .tp_dealloc = (destructor)Writer_dealloc,
    .tp_methods = Writer_methods,
};

static PyObject *libversion(PyObject *self, PyObject *unused) { return PyUnicode_FromString(sqlite3_libversion()); }

static PyMethodDef methods[] = {
    {"sqlite_version", libversion, METH_NOARGS, "The SQLite version this module runs."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_bulk", "A compiled bulk writer for the scanner.", -1,
                                    methods};

PyMODINIT_FUNC PyInit__bulk(void) {
    if (PyType_Ready(&WriterType) < 0) return NULL;
    PyObject *sqlite3_module = PyImport_ImportModule("sqlite3");
    if (!sqlite3_module) return NULL;
    OperationalError = PyObject_GetAttrString(sqlite3_module, "OperationalError");
    Py_DECREF(sqlite3_module);
    if (!OperationalError) return NULL;
    INSERT_FILES = PyUnicode_FromString(
        "INSERT INTO files(dir_id, name, ext, category, size, mtime_ns, ctime_ns, inode, nlink, flags, raw) "
        "VALUES (?,?,?,?,?,?,?,?,?,?,?)");
    if (!INSERT_FILES) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    if (PyModule_AddObjectRef(m, "Writer", (PyObject *)&WriterType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
