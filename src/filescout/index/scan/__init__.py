"""The parts of ``filescout scan`` (the entry points, ``scan`` and ``repair``, are in ``index/scanner.py``).

* ``messages``: what a walk sends, one named tuple per kind of folder message, and the tasks it walks.
* ``walk``: the walk driver, in this process first, then in worker processes sharing the work.
* ``load``: the walk written into the index in committed batches (and switched to a bulk load when big).
* ``writer``: applies the walk's messages to the index.
* ``bulk``: a first load (or a big addition): indexes dropped and rebuilt, the compiled writer, checkpoints.
* ``recount``: totals after a scan: hard links counted once, own and recursive folder totals.
* ``lock``: one scan at a time; ``repair``: finishing what a scan that died left.
* ``result``: what a scan reports, and its row in ``scan_log``.

Reading one folder is ``index/walker.py``; the name-index helper is ``index/names_build.py``.
"""
