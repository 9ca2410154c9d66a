"""Understanding what is inside files: document formats, chunking, the full-text index and content search."""

import logging

# pypdf logs recoverable problems of damaged PDFs; filescout reports them per file, not on the terminal
logging.getLogger("pypdf").setLevel(logging.ERROR)
