"""The tutorial on the real table: the lesson list, the lesson table, its caption panel and highlights."""
