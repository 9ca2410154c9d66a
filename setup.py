"""Build configuration beyond pyproject.toml: the optional compiled folder reader.

If they cannot be compiled (no C compiler, no SQLite header), filescout installs
anyway and the scanner uses its pure-Python reader and writer.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "filescout._walk",
            ["src/filescout/_walk.c"],
            depends=["src/filescout/_packed.h"],
            optional=True,
            extra_compile_args=["-O2"],
        ),
        # needs SQLite's header (Debian: libsqlite3-dev); links the library Python's sqlite3 uses
        Extension(
            "filescout._bulk",
            ["src/filescout/_bulk.c"],
            depends=["src/filescout/_packed.h"],
            libraries=["sqlite3"],
            optional=True,
            extra_compile_args=["-O2"],
        ),
    ]
)
