"""Understanding what is inside files: extractors, chunking, the full-text index and content search."""
