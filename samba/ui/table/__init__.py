"""The table scene, split by job (ARCHITECTURE §5): layout, view, presenter, animation, input."""
